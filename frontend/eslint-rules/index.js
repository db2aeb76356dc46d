/** PedBook's own lint rules, loaded by eslint.config.js as the `pedbook` plugin. */
import effectCallback from './effect-callback.js';

export default {
  meta: { name: 'eslint-plugin-pedbook' },
  rules: { 'effect-callback': effectCallback },
};
