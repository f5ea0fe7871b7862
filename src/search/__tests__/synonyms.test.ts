import { otherWord, queryParts, SYNONYM_GROUPS, twoSenses } from '../synonyms';

const synonymsOf = (query: string[]) => queryParts(query).map((part) => part.synonyms.map((phrase) => phrase.join(' ')));

describe('synonyms', () => {
  it('matches a word of the list in either number', () => {
    expect(synonymsOf(['disputes'])[0]).toEqual(expect.arrayContaining(['chargeback', 'contracargo', 'disputa']));
    expect(synonymsOf(['cuota'])[0]).toEqual(expect.arrayContaining(['plazos', 'instalments']));
  });

  it('keeps apart the two numbers of a word when the list puts each in a group of its own', () => {
    expect(otherWord('plazos', 'plazo')).toBe(true);
    expect(otherWord('plazo', 'plazos')).toBe(true);
    expect(otherWord('cuotas', 'cuota')).toBe(false);
    expect(otherWord('chargebacks', 'chargeback')).toBe(false);
    expect(synonymsOf(['plazos'])[0]).toEqual(expect.arrayContaining(['cuotas', 'instalments']));
    expect(synonymsOf(['plazos'])[0]).not.toContain('deadline');
    expect(synonymsOf(['plazo'])[0]).toEqual(expect.arrayContaining(['deadline']));
    expect(synonymsOf(['plazo'])[0]).not.toContain('cuotas');
  });

  it('says which words of the list may also be another word of it in the other number', () => {
    expect(twoSenses('plazos')).toBe(true);
    expect(twoSenses('plazo')).toBe(false);
    expect(twoSenses('cuotas')).toBe(false);
  });

  it('lists the words Spanish pages use for a chargeback', () => {
    expect(SYNONYM_GROUPS.find((group) => group.includes('chargeback'))).toEqual(expect.arrayContaining(['contracargo', 'retrocesión', 'dispute']));
  });
});
