import { Prism } from 'prism-react-renderer';

// prism-react-renderer bundles a subset of languages; the extra ones the spec names are
// registered on its Prism instance, which the prismjs component files expect as a global.
(globalThis as unknown as { Prism: typeof Prism }).Prism = Prism;
/* eslint-disable @typescript-eslint/no-require-imports */
require('prismjs/components/prism-bash');
require('prismjs/components/prism-markup-templating');
require('prismjs/components/prism-php');
require('prismjs/components/prism-http');
/* eslint-enable @typescript-eslint/no-require-imports */

export { Prism };
