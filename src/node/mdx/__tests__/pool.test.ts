/** @jest-environment node */
import { MdxPool } from '../pool';
import { analyseMdx } from '../page';

describe('MdxPool', () => {
  const pool = new MdxPool(2);
  afterAll(() => pool.close());

  it('analyses files in worker threads exactly as analyseMdx does', async () => {
    const sources = Array.from({ length: 6 }, (_, i) => `---\ntitle: T${i}\n---\n\n## Uno \\{#one\\}\n\nTexto ${i} con \`code\`.\n`);
    const pages = await Promise.all(sources.map((source, i) => pool.analyse(source, `f${i}.mdx`)));
    pages.forEach((page, i) => expect(page).toEqual(analyseMdx(sources[i], `f${i}.mdx`)));
  });

  it('rejects with the error analyseMdx gives, naming the file and line', async () => {
    await expect(pool.analyse('Texto.\n\n<Foo />\n', 'bad.mdx')).rejects.toThrow('bad.mdx:3: <Foo> is not a component authors can use');
  });
});
