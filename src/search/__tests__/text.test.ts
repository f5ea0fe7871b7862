import { fold, groupedNumbers, indexTerms, isIdentifier, isOpaque, nameParts, queryTerms, sameWord, singulars, withinEdits, words } from '../text';

describe('search text processing', () => {
  it('reads the singulars a word may be the plural of, in English and Spanish, from its ending', () => {
    expect(singulars('webhooks')).toEqual(['webhook']);
    expect(singulars('policies')).toEqual(['policy']);
    expect(singulars('batches')).toEqual(expect.arrayContaining(['batch']));
    expect(singulars('addresses')).toEqual(expect.arrayContaining(['address']));
    expect(singulars('tarjetas')).toEqual(['tarjeta']);
    expect(singulars('menores')).toEqual(expect.arrayContaining(['menor']));
    expect(singulars('luces')).toEqual(expect.arrayContaining(['luz']));
    // No plural: too short, a double s, a code.
    expect(singulars('bus')).toEqual([]);
    expect(singulars('process')).toEqual([]);
    expect(singulars('v2s')).toEqual([]);
  });

  it('takes a word and its plural for one word, in either order', () => {
    expect(sameWord('disputes', 'dispute')).toBe(true);
    expect(sameWord('cuota', 'cuotas')).toBe(true);
    expect(sameWord('card', 'card')).toBe(true);
    expect(sameWord('card', 'care')).toBe(false);
    expect(sameWord('process', 'proces')).toBe(false);
  });

  it('folds accents and case so tokenizacion finds tokenización', () => {
    expect(fold('Tokenización')).toBe('tokenizacion');
    expect(fold('PREAUTORIZACIÓN Ñandú')).toBe('preautorizacion nandu');
  });

  it('keeps field names, codes and dotted words whole', () => {
    expect(words('Envía merchantReference, 0190 y nextAction.type en 3-D Secure.')).toEqual([
      'Envía', 'merchantReference', '0190', 'y', 'nextAction.type', 'en', '3-D', 'Secure',
    ]);
  });

  it('splits compound names into their parts', () => {
    expect(nameParts('merchantReference')).toEqual(['merchant', 'Reference']);
    expect(nameParts('get_plan_suspension_by_id')).toEqual(['get', 'plan', 'suspension', 'by', 'id']);
    expect(nameParts('HTTPStatus')).toEqual(['HTTP', 'Status']);
    expect(nameParts('simple')).toEqual([]);
  });

  it('indexes a compound name whole and by part, without stop words', () => {
    expect(indexTerms('El merchantReference de la orden')).toEqual(['merchantreference', 'merchant', 'reference', 'orden']);
  });

  it('drops stop words from queries unless the query has nothing else', () => {
    expect(queryTerms('códigos de respuesta')).toEqual(['codigos', 'respuesta']);
    expect(queryTerms('de la')).toEqual(['de', 'la']);
  });

  it('drops question words, so a question searches for what it is about', () => {
    expect(queryTerms('¿Cómo hago una devolución parcial?')).toEqual(['devolucion', 'parcial']);
    expect(queryTerms('how do I refund part of a payment')).toEqual(['refund', 'part', 'payment']);
  });

  it('reads a card number typed in groups as one number, in queries and in the index', () => {
    expect(queryTerms('4917 6100 0000 0034')).toEqual(['4917610000000034']);
    expect(indexTerms('4917 6100 0000 0034 · Visa')).toEqual(['4917610000000034', '4917', '6100', '0000', '0034', 'visa']);
    expect(groupedNumbers('el 12 de 2022 a 10 14')).toEqual([]);
  });

  it('tells names (fields, operations, codes) from words and product names', () => {
    expect(['merchantReference', 'validation_failed', '0190', 'link.paid', 'Tesela-Signature'].every(isIdentifier)).toBe(true);
    expect(['pago', 'PayGate', 'Bizum'].some(isIdentifier)).toBe(false);
  });

  it('keeps identifiers no one types out of the typo vocabulary, and codes and card numbers in it', () => {
    expect(isOpaque('0a7e4c2b-5d19-4f83-b6a1-9e3f72c58d14')).toBe(true);
    expect(isOpaque('2022-10-14t08')).toBe(true);
    expect(isOpaque('4917610000000034')).toBe(false);
    expect(isOpaque('merchantreference')).toBe(false);
  });

  it('counts edits, a swap of two neighbours as one', () => {
    expect(withinEdits('reembolos', 'reembolsos', 1)).toBe(true);
    expect(withinEdits('preautorizacoin', 'preautorizacion', 1)).toBe(true);
    expect(withinEdits('tokenisacion', 'tokenizacion', 1)).toBe(true);
    expect(withinEdits('tokenisasion', 'tokenizacion', 1)).toBe(false);
    expect(withinEdits('tokenisasion', 'tokenizacion', 2)).toBe(true);
    expect(withinEdits('pago', 'pagos', 0)).toBe(false);
    expect(withinEdits('a-very-long-word-beyond-the-row-buffer-size-of-sixty-four-characters', 'a-very-long-word-beyond-the-row-buffer-size-of-sixty-four-character', 1)).toBe(true);
  });
});
