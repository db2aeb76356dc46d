// ESLint (flat config), run by `npm run lint` and by scripts/test's frontend stage.
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import pedbook from './eslint-rules/index.js';

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'test-results/**', 'eslint-rules/__fixtures__/**'] },
  {
    files: ['src/**/*.{ts,tsx}', 'e2e/**/*.ts', 'build/**/*.ts', '*.ts'],
    languageOptions: { parser: tseslint.parser, ecmaVersion: 2023, sourceType: 'module' },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    plugins: { pedbook, '@typescript-eslint': tseslint.plugin },
    rules: {
      'pedbook/effect-callback': 'error',
    },
  },
  {
    // React code only: Playwright's fixtures call a function named `use` that is no hook.
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
);
