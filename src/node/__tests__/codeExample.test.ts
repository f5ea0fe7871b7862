/** @jest-environment node */
import fs from 'node:fs';
import { analyseMdx } from '../mdx/page';
import { codeExampleAfter } from '../codeExample';

describe('codeExampleAfter', () => {
  const file = 'content/docs/en/api/intro.mdx';
  const { body } = analyseMdx(fs.readFileSync(file, 'utf8'), file);

  it('finds the first block of a language after a heading, with its text and highlighted lines', () => {
    const example = codeExampleAfter(body, 'send-the-payment', 'bash');
    expect(example?.code).toMatch(/^curl https:\/\/api-sandbox\.tesela\.example\/payment\/v1\/payments/);
    // The test card comes from content/testing.yaml through the page's placeholder.
    expect(example?.code).toContain('"number": "4917610000000018"');
    expect(example?.html).toContain('token-line');
  });

  it('is null when the page has no such heading or no block of that language after it', () => {
    expect(codeExampleAfter(body, 'no-such-heading', 'bash')).toBeNull();
    expect(codeExampleAfter(body, 'next-steps', 'cobol')).toBeNull();
  });
});
