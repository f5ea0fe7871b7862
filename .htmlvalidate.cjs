/**
 * html-validate's configuration for the built site (`npm run test:site -- validate` over every page, in two halves, and
 * html-validate's own CLI, which finds this file too). CommonJS so that it loads everywhere with
 * `require`: html-validate reads .mjs configurations with `import()`, which Jest refuses without
 * --experimental-vm-modules, and the unit tests check this very file (scripts/lib/htmlValidate.ts).
 *
 * The recommended preset, with only what the HTML written by React and Gatsby makes necessary
 * changed; each change below says why. Two rules are off (no-inline-style,
 * attribute-boolean-style), five take the style React writes. Everything else is an error,
 * including wcag/h32 (a <form> must have a submit button: pa11y's H32.2) and
 * element-permitted-content (a <div> in a <code>).
 */
module.exports = {
  extends: ['html-validate:recommended'],
  rules: {
    // Off: Gatsby writes inline styles of its own on every page (the focus wrapper's
    // `outline:none`, the route announcer's visually-hidden box), which we cannot change. The CSP
    // allows inline styles for the same reason (Gatsby inlines the stylesheets).
    'no-inline-style': 'off',

    // React's server renderer closes every void element (`<meta … />`, `<link … />`): both forms
    // are valid HTML. Kept on, so that the whole page is written one way.
    'void-style': ['error', { style: 'selfclose' }],

    // Off: React writes boolean attributes with an empty value (`disabled=""`, `open=""`) and
    // Gatsby writes its script tags with a bare `async`. Both forms are valid HTML, neither can be
    // changed, and the rule accepts one style only.
    'attribute-boolean-style': 'off',

    // React writes attributes that may be empty with an empty value (`hidden=""`,
    // `download=""`): valid HTML. Kept on in that style.
    'attribute-empty-style': ['error', { style: 'empty' }],

    // React writes some attributes with the DOM property's casing (`hrefLang`, `charSet`,
    // `dateTime`, `autoComplete`): HTML attribute names are case-insensitive. Other casings
    // (`CLASS`, `HrefLang`) are still errors.
    'attr-case': ['error', { style: ['lowercase', 'camelcase'] }],

    // React's useId makes ids such as `:R53d:` and Gatsby's root is `___gatsby`: valid HTML ids
    // (not empty, no whitespace), which the strict default (a letter first) rejects.
    'valid-id': ['error', { relaxed: true }],

    // A name on a list (`<ul aria-label="Autores">`, the servers' `<dl>`) is allowed by ARIA 1.2;
    // the preset also reports it as "not recommended". aria-label where ARIA forbids it (a <p>,
    // or a <div>, <span> or <pre> without a role or tabindex) is still an error.
    'aria-label-misuse': ['error', { allowAnyNamable: true }],
  },
};
