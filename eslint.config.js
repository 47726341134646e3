// ESLint for the whole repository (`npm run lint`, part of `npm test`): the recommended rules of
// ESLint and typescript-eslint everywhere, the rules of hooks and accessibility in the web app.
import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import i18next from 'eslint-plugin-i18next';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist/', 'data/', 'test-results/', 'playwright-report/', '**/__generated__/', 'db/migrations/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // Relay's graphql`...` declarations stand alone; babel-plugin-relay compiles them away.
      '@typescript-eslint/no-unused-expressions': ['error', { allowTaggedTemplates: true }],
      // Plugins extend Pothos' global type namespaces, which only a declaration can do.
      '@typescript-eslint/no-namespace': ['error', { allowDeclarations: true }],
    },
  },
  {
    // Tests, their support and benchmarks read untyped answers (JSON, GraphQL results) by shape.
    files: ['**/*.test.{ts,tsx}', 'test/**', 'bench/**', 'e2e/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  { files: ['web/**/*.tsx'], ...jsxA11y.flatConfigs.recommended },
  {
    files: ['web/**/*.tsx'],
    rules: {
      // A region that scrolls sideways (a wide table, a code sample) must take focus, so that a
      // keyboard can scroll it (WCAG 2.1.1; axe's scrollable-region-focusable).
      'jsx-a11y/no-noninteractive-tabindex': ['error', { roles: ['region'], tags: ['pre'] }],
    },
  },
  {
    // Every screen speaks through the catalogues (docs/languages.md): a word written into JSX fails
    // the lint.
    files: ['web/src/**/*.tsx'],
    plugins: { i18next },
    rules: {
      'i18next/no-literal-string': [
        'error',
        {
          mode: 'jsx-only',
          // A form's field('email') names a value, not a word on screen.
          callees: { exclude: ['field', 't', 'i18n.t'] },
          'jsx-attributes': {
            include: ['title', 'subtitle', 'label', 'description', 'placeholder', 'aria-label', 'alt'],
          },
        },
      ],
    },
  },
);
