/** @jest-environment node */
import { parse } from 'yaml';
import { parseYaml } from '../yaml';

describe('parseYaml', () => {
  it("reads YAML 1.2's core schema, the values the `yaml` package reads", () => {
    const text = [
      'date: 2024-05-01',
      'answer: yes',
      'version: 1.2',
      'semver: 1.2.3',
      'code: "0190"',
      'octal: 0o17',
      'hex: 0x1F',
      'empty:',
      'tilde: ~',
      'flag: True',
      'infinite: .inf',
      'status:',
      '  200: ok',
      'anchor: &a { x: 1 }',
      'alias: *a',
      'block: |',
      '  two',
      '  lines',
    ].join('\n');
    const value = parseYaml(text);
    expect(value).toEqual(parse(text));
    expect(value).toEqual({
      date: '2024-05-01',
      answer: 'yes',
      version: 1.2,
      semver: '1.2.3',
      code: '0190',
      octal: 15,
      hex: 31,
      empty: null,
      tilde: null,
      flag: true,
      infinite: Infinity,
      status: { 200: 'ok' },
      anchor: { x: 1 },
      alias: { x: 1 },
      block: 'two\nlines\n',
    });
  });

  it('reads a text without a document as null', () => {
    expect(parseYaml('')).toBeNull();
    expect(parseYaml('# only a comment\n')).toBeNull();
  });

  it('refuses more than one document', () => {
    expect(() => parseYaml('a: 1\n---\nb: 2\n')).toThrow('the text holds 2 YAML documents separated by "---"; one is allowed');
  });

  it('says what is wrong and where, from line and column 1', () => {
    expect(() => parseYaml('a: 1\na: 2\n')).toThrow('duplicated mapping key (line 2, column 1)');
    expect(() => parseYaml('key: value: other\n')).toThrow(/ \(line 1, column \d+\)$/);
  });
});
