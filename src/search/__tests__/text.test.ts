import { fold, indexTerms, nameParts, queryTerms, words } from '../text';

describe('search text processing', () => {
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
});
