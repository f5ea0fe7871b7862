/**
 * Syntax highlighting at build time: the code of a block becomes the HTML of its lines, with
 * Prism's token classes and no colours (the configured themes colour the classes, see
 * `themeCss`). Pages then ship that HTML instead of Prism, and React does not hydrate one element
 * per token.
 */
import { normalizeTokens } from 'prism-react-renderer';
import { Prism } from './prism';
import { lineHtml } from './lines';

const escape = (text: string): string => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The Prism language a block is highlighted with: its own when Prism knows it, plain text otherwise. */
export function prismLanguage(language: string): string {
  return Prism.languages[language] ? language : 'text';
}

/**
 * The inner HTML of a block's `<code>`: one `token-line` span per line (`data-highlighted` on the
 * lines listed in `highlight`, counted from 1) holding one span per token, plain text left bare.
 */
export function highlightCode(code: string, language: string, highlight: ReadonlySet<number> = new Set()): string {
  const grammar = Prism.languages[language];
  let tokens: ReturnType<typeof normalizeTokens>;
  if (!grammar) {
    tokens = normalizeTokens([code]);
  } else {
    // As prism-react-renderer does: the hooks let languages such as PHP (markup templating) work.
    const env = { code, grammar, language, tokens: [] as (string | Prism.Token)[] };
    Prism.hooks.run('before-tokenize', env);
    env.tokens = Prism.tokenize(env.code, env.grammar);
    Prism.hooks.run('after-tokenize', env);
    tokens = normalizeTokens(env.tokens);
  }
  return tokens
    .map((line, i) => {
      // Plain text needs no element of its own: fewer nodes for the browser to lay out.
      const spans = line
        .map((token) => {
          const text = escape(token.empty ? '\n' : token.content);
          if (token.types.length === 1 && token.types[0] === 'plain') return text;
          // A token nested in one of its own type (PHP's `$var` in a variable) repeats the class.
          return `<span class="token ${[...new Set(token.types)].join(' ')}">${text}</span>`;
        })
        .join('');
      return lineHtml(spans, highlight.has(i + 1));
    })
    .join('');
}
