import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  // content/challenges holds candidates' material (starter code leaves its parameters unused on purpose), checked by
  // the library check in the sandbox rather than by our lint rules.
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', '.e2e-data/**', 'apps/api/src/db/migrations/**', 'content/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      eqeqeq: ['error', 'smart'],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // Features never import each other; pages in app/ compose them (ARCHITECTURE.md, convention 7).
      'no-restricted-imports': ['error', { patterns: [{ group: ['../../features/*', '../features/*'], message: 'Import features through @/features from app/ only; features never import each other.' }] }],
    },
  },
  {
    // The runner's harness runs inside the sandbox as plain CommonJS under Node itself.
    files: ['apps/runner/harness/**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // The API's modules reach other modules through services, never their repositories (convention 2).
    files: ['apps/api/src/modules/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['../*/*.repository*', '../*/*.repository.js'], message: 'Call the other module\'s service, not its repository.' }] }],
    },
  },
);
