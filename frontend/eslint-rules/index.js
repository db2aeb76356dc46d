/** PedBook's own lint rules, loaded by eslint.config.js as the `pedbook` plugin. */
import effectCallback from './effect-callback.js';
import noLiteralPath from './no-literal-path.js';

export default {
  meta: { name: 'eslint-plugin-pedbook' },
  rules: { 'effect-callback': effectCallback, 'no-literal-path': noLiteralPath },
};
