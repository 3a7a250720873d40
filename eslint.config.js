import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const webFeatures = readdirSync(new URL('apps/web/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const crossFeatureMessage =
  'Features never import each other: move the shared piece to components/ or lib/, or compose the features in app/.';

export default tseslint.config(
  // content/challenges holds candidates' material (starter code leaves its parameters unused on purpose), checked by
  // the library check in the sandbox rather than by our lint rules.
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'data/**',
      '.e2e-data/**',
      'apps/api/src/db/migrations/**',
      'content/**',
    ],
  },
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
      // One content width rule (DESIGN.md): a page says `width="reading"` or `width="full"`, never a width of its own.
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "JSXOpeningElement[name.name=/^(PageBody|OrgAdminPage)$/] > JSXAttribute[name.name='className'][value.value=/max-w-/]",
          message: 'Pages take their width from PageBody\'s `width` ("reading" or "full"), not a max-w class.',
        },
      ],
    },
  },
  // Features never import each other, nor app/; pages in app/ compose them (ARCHITECTURE.md, convention 7). One block
  // per feature, since a feature may import its own files: a piece two features need goes to components/ or lib/.
  ...webFeatures.map((feature) => ({
    files: [`apps/web/src/features/${feature}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@/features/*', `!@/features/${feature}`], message: crossFeatureMessage },
            // Relative imports stay inside their folder: anything further goes through @/, where the pattern above sees it.
            {
              group: ['../*', '..'],
              message: `Import beyond this folder through @/features/${feature}/…; ${crossFeatureMessage}`,
            },
            { group: ['@/app', '@/app/*'], message: 'Features never import app/; app/ composes features.' },
          ],
        },
      ],
    },
  })),
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
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['../*/*.repository*', '../*/*.repository.js'],
              message: "Call the other module's service, not its repository.",
            },
          ],
        },
      ],
    },
  },
);
