/**
 * The requests of the cURL commands in a shell code block, as curl would send them: the words of
 * each command split as a POSIX shell splits them (quotes, backslash escapes, line continuations,
 * comments), then curl's options read. Shell variables (`$TESELA_SECRET_KEY`) stay as written.
 */

export interface CurlRequest {
  method: string;
  url: string;
  /** Headers in order, names as written. */
  headers: [string, string][];
  /** The body (`-d`, `--data-raw`, `--json`), or null. */
  body: string | null;
  /** The line of the block the command starts on (1-based). */
  line: number;
}

interface Word {
  text: string;
  line: number;
}

/** Splits a shell script into commands of words (`;`, `&&`, `||`, `|` and newlines end a command). */
export function shellCommands(script: string): Word[][] {
  const commands: Word[][] = [];
  let words: Word[] = [];
  let word: string | null = null;
  let wordLine = 1;
  let line = 1;
  const endWord = () => {
    if (word !== null) words.push({ text: word, line: wordLine });
    word = null;
  };
  const endCommand = () => {
    endWord();
    if (words.length > 0) commands.push(words);
    words = [];
  };
  const add = (text: string) => {
    if (word === null) {
      word = '';
      wordLine = line;
    }
    word += text;
  };
  for (let i = 0; i < script.length; i += 1) {
    const c = script[i];
    if (c === '\\') {
      const next = script[i + 1];
      i += 1;
      if (next === '\n') line += 1;
      else if (next !== undefined) add(next);
    } else if (c === "'") {
      const end = script.indexOf("'", i + 1);
      const text = end < 0 ? script.slice(i + 1) : script.slice(i + 1, end);
      add(text);
      line += (text.match(/\n/g) ?? []).length;
      i = end < 0 ? script.length : end;
    } else if (c === '"') {
      let text = '';
      let j = i + 1;
      for (; j < script.length && script[j] !== '"'; j += 1) {
        if (script[j] === '\\' && '$`"\\\n'.includes(script[j + 1] ?? '')) {
          j += 1;
          if (script[j] !== '\n') text += script[j];
        } else text += script[j];
      }
      add(text);
      line += (text.match(/\n/g) ?? []).length;
      i = j;
    } else if (c === '#' && word === null) {
      while (i < script.length && script[i] !== '\n') i += 1;
      i -= 1;
    } else if (c === '\n' || c === ';') {
      endCommand();
      if (c === '\n') line += 1;
    } else if (c === '&' || c === '|') {
      endCommand();
      if (script[i + 1] === c) i += 1;
    } else if (c === ' ' || c === '\t') {
      endWord();
    } else {
      add(c);
    }
  }
  endCommand();
  return commands;
}

/** curl options that take a value and do not change the request. */
const VALUE_OPTIONS = new Set(['--retry', '--retry-max-time', '--max-time', '-m', '--connect-timeout', '--pinnedpubkey', '-o', '--output', '-w', '--write-out', '--cacert', '-A', '--user-agent']);

/** The requests of the `curl` commands of a script; a command curl would refuse throws naming its line. */
export function curlRequests(script: string): CurlRequest[] {
  const requests: CurlRequest[] = [];
  for (const words of shellCommands(script)) {
    const at = words.findIndex((w) => w.text === 'curl');
    if (at < 0) continue;
    const line = words[at].line;
    let method: string | null = null;
    let url: string | null = null;
    const headers: [string, string][] = [];
    const data: string[] = [];
    const query: string[] = [];
    let get = false;
    let head = false;
    for (let i = at + 1; i < words.length; i += 1) {
      const w = words[i].text;
      const value = () => {
        i += 1;
        if (i >= words.length) throw new Error(`line ${line}: curl option ${w} needs a value`);
        return words[i].text;
      };
      if (w === '-X' || w === '--request') method = value();
      else if (w === '-H' || w === '--header') {
        const header = value();
        const colon = header.indexOf(':');
        if (colon < 0) throw new Error(`line ${line}: header "${header}" has no ":"`);
        headers.push([header.slice(0, colon).trim(), header.slice(colon + 1).trim()]);
      } else if (w === '-d' || w === '--data' || w === '--data-raw' || w === '--data-binary') data.push(value());
      else if (w === '--json') {
        data.push(value());
        headers.push(['Content-Type', 'application/json'], ['Accept', 'application/json']);
      } else if (w === '--data-urlencode') query.push(value());
      else if (w === '-G' || w === '--get') get = true;
      else if (w === '-I' || w === '--head' || /^-[a-zA-Z]*I[a-zA-Z]*$/.test(w)) head = true;
      else if (VALUE_OPTIONS.has(w)) value();
      else if (w.startsWith('-')) continue;
      else if (url === null) url = w;
      else throw new Error(`line ${line}: curl gets a second URL "${w}"`);
    }
    if (url === null) throw new Error(`line ${line}: curl without a URL`);
    let body: string | null = null;
    if (get || head) {
      // -G sends -d and --data-urlencode as the query string.
      const params = [...data, ...query.map(encodeQueryPart)];
      if (params.length > 0) url += (url.includes('?') ? '&' : '?') + params.join('&');
    } else if (data.length > 0 || query.length > 0) {
      body = [...data, ...query.map(encodeQueryPart)].join('&');
    }
    requests.push({ method: (method ?? (head ? 'HEAD' : body !== null ? 'POST' : 'GET')).toUpperCase(), url, headers, body, line });
  }
  return requests;
}

/** `name=value` of --data-urlencode, with the value percent-encoded as curl does. */
function encodeQueryPart(part: string): string {
  const eq = part.indexOf('=');
  if (eq < 0) return encodeURIComponent(part);
  return `${part.slice(0, eq)}=${encodeURIComponent(part.slice(eq + 1))}`;
}
