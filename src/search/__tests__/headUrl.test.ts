import { headUrl } from '../headUrl';
import { headPath } from '../parts';

describe('headUrl', () => {
  it('is the address the index head is written to and read from, under the base path', () => {
    for (const language of ['es', 'en']) {
      expect(headUrl('', language)).toBe(headPath(language));
      expect(headUrl('/portal', language)).toBe(`/portal${headPath(language)}`);
    }
  });
});
