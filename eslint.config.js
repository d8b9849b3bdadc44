import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Dependency direction (STYLE.md): machines and contract import nothing of ours but contract; src and server never import each other. */
const restrict = (patterns) => ['error', { patterns }];

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'data', 'src/routeTree.gen.ts', 'src/api/schema.gen.ts', 'coverage'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-empty': ['error', { allowEmptyCatch: true }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': restrict([{ group: ['**/server/**', '../server', '../../server'], message: 'The SPA talks to the server over HTTP only.' }]),
    },
  },
  {
    files: ['machines/**/*.ts'],
    rules: {
      'no-restricted-imports': restrict([
        { group: ['react', 'react-dom', '@mui/*', '@tanstack/*', 'openapi-fetch', 'hono', 'hono/*', 'drizzle-orm', 'drizzle-orm/*'], message: 'Machines are pure: inject side effects as actors.' },
        { group: ['**/src/**', '**/server/**'], message: 'Machines import nothing of ours but contract.' },
      ]),
    },
  },
  {
    files: ['contract/**/*.ts'],
    rules: {
      'no-restricted-imports': restrict([{ group: ['**/src/**', '**/server/**', '**/machines/**'], message: 'The contract depends on nothing of ours.' }]),
    },
  },
  {
    files: ['server/**/*.ts'],
    rules: {
      'no-restricted-imports': restrict([{ group: ['**/src/**', 'react', 'react-dom', '@mui/*'], message: 'The server does not import the SPA.' }]),
    },
  },
);
