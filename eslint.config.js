import path from 'node:path';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Dependency direction (STYLE.md): machines and contract import nothing of ours but contract; src and server never import each other. */
const restrict = (patterns) => ['error', { patterns }];

/**
 * Features do not import each other, and the shared code under them (api, auth, components, config,
 * content, lib) imports no feature: shared → features → app, and routes compose features (STYLE.md).
 * A rule rather than no-restricted-imports: it resolves relative paths and sees `import()` too.
 */
const SHARED = new Set(['api', 'auth', 'components', 'config', 'content', 'lib']);
const srcPath = (file) => path.relative(path.join(import.meta.dirname, 'src'), file).split(path.sep);
const featuresApart = {
  meta: {
    type: 'problem',
    schema: [],
    messages: {
      crossFeature: 'Features do not import each other: move what both use to src/components or src/lib, or compose them in a route.',
      sharedToFeature: 'Shared code imports no feature: let a route pass the feature in.',
    },
  },
  create(context) {
    const [layer, feature] = srcPath(context.filename);
    const check = ({ source }) => {
      if (typeof source?.value !== 'string' || !source.value.startsWith('.')) return;
      const [toLayer, toFeature] = srcPath(path.resolve(path.dirname(context.filename), source.value));
      if (toLayer !== 'features') return;
      if (layer === 'features' && toFeature !== feature) context.report({ node: source, messageId: 'crossFeature' });
      if (SHARED.has(layer)) context.report({ node: source, messageId: 'sharedToFeature' });
    };
    return { ImportDeclaration: check, ImportExpression: check, ExportNamedDeclaration: check, ExportAllDeclaration: check };
  },
};

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'data', 'src/routeTree.gen.ts', 'src/api/schema.gen.ts', 'coverage', 'test-results'] },
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
    plugins: { 'react-hooks': reactHooks, layers: { rules: { 'features-apart': featuresApart } } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'layers/features-apart': 'error',
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
