import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { stripNulBytes } from '../nulBytes';

describe('stripNulBytes', () => {
  it('removes the stray NUL bytes before a multi-byte character and leaves every other byte and file as it was', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'nul-'));
    const broken = path.join(dir, 'broken.html');
    const clean = path.join(dir, 'clean.html');
    // What React 18 wrote at a buffer's end: the unfilled bytes, then the character in the next buffer.
    fs.writeFileSync(broken, Buffer.concat([Buffer.from('<p>de «cobrándose'), Buffer.from([0, 0]), Buffer.from('» a ✎</p>')]));
    fs.writeFileSync(clean, '<p>La petición</p>');
    const before = fs.statSync(clean).mtimeMs;
    expect(stripNulBytes([broken, clean])).toEqual({ files: 1, bytes: 2 });
    expect(fs.readFileSync(broken, 'utf8')).toBe('<p>de «cobrándose» a ✎</p>');
    expect(fs.readFileSync(clean, 'utf8')).toBe('<p>La petición</p>');
    expect(fs.statSync(clean).mtimeMs).toBe(before);
  });
});
