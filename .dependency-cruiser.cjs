/**
 * Which way imports may point, checked by `npm run check` (`npm run lint:layers`); a new circle or an
 * import up a layer fails it. The layers are ARCHITECTURE.md's: contract → machines → server and src;
 * inside the server, routes → domain modules → lib → db, with the app put together above them and its
 * configuration below (docs/decisions/061).
 */

/** The server's layers, top first: a module may import its own layer and those below it, never one above. */
const SERVER_LAYERS = [
  ['app', 'where the app is put together and run', '^server/(main|app|housekeeping|payment-effects)\\.ts$'],
  ['routes', "resources' contracts and handlers, the API's tree and the bindings they share", '^server/(routes/|[^/]+/[^/]+\\.routes\\.ts$|api\\.ts$|app-bindings\\.ts$)'],
  ['domain', 'what the product does: jobs, visits, payments, memberships, auth, ...', '^server/(auth|captcha|files|jobs|memberships|notifications|payments|seed|site|visits)/'],
  ['lib', 'HTTP plumbing and helpers that know no domain', '^server/lib/'],
  ['db', 'the schema, the migrations and the two drivers', '^server/db/'],
  ['config', 'configuration read by every layer', '^server/(env|project-path)\\.ts$'],
];

const layerRules = SERVER_LAYERS.slice(1).map(([name, what, path], index) => ({
  name: `not-to-higher-layer:${name}`,
  comment: `server/${name} (${what}) imports nothing of the layers above it: ${SERVER_LAYERS.slice(0, index + 1)
    .map(([higher]) => higher)
    .join(', ')}. A lower module that must start work of a higher one owns a port that the app fills.`,
  severity: 'error',
  // A resource's routes file in a domain folder (server/site/site.routes.ts) is a route, not the domain.
  from: { path, pathNot: name === 'domain' ? '\\.routes\\.ts$' : undefined },
  to: { path: SERVER_LAYERS.slice(0, index + 1).map(([, , higher]) => higher) },
}));

/** Tests beside the code may use the shared fixtures under tests/. */
const TEST_FILE = '\\.test\\.tsx?$';

/** The packages a machine may not use: machines are pure, their side effects are actors injected with `provide`. */
const IMPURE_PACKAGES = '^node_modules/(react|react-dom|@mui|@tanstack|openapi-fetch|hono|drizzle-orm)/';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'No two modules import each other, directly or through others: a circle has no bottom to read or test from.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'contract-imports-nothing-of-ours',
      comment: 'The contract is the one source of the API: it depends on nothing of ours.',
      severity: 'error',
      from: { path: '^contract/', pathNot: TEST_FILE },
      to: { path: '^(machines|src|server|scripts|tests)/' },
    },
    {
      name: 'machines-import-only-the-contract',
      comment: 'Machines import nothing of ours but the contract.',
      severity: 'error',
      from: { path: '^machines/', pathNot: TEST_FILE },
      to: { path: '^(src|server|scripts|tests)/' },
    },
    {
      name: 'machines-are-pure',
      comment: 'Machines use no React, router, HTTP client, server framework or database: side effects are actors injected with provide().',
      severity: 'error',
      from: { path: '^machines/' },
      to: { path: IMPURE_PACKAGES },
    },
    {
      name: 'spa-talks-to-the-server-over-http',
      comment: 'The SPA talks to the server over HTTP only.',
      severity: 'error',
      from: { path: '^src/', pathNot: TEST_FILE },
      to: { path: '^(server|scripts|tests)/' },
    },
    {
      name: 'server-does-not-import-the-spa',
      comment: 'The server does not import the SPA, nor what draws it.',
      severity: 'error',
      from: { path: '^server/', pathNot: TEST_FILE },
      to: { path: ['^(src|scripts|tests)/', '^node_modules/(react|react-dom|@mui)/'] },
    },
    {
      name: 'features-apart',
      comment: 'Features do not import each other: move what both use to src/components or src/lib, or compose them in a route.',
      severity: 'error',
      from: { path: '^src/features/([^/]+)/' },
      to: { path: '^src/features/', pathNot: '^src/features/$1/' },
    },
    {
      name: 'shared-imports-no-feature',
      comment: 'Shared code (api, auth, components, config, content, lib) imports no feature: let a route pass the feature in.',
      severity: 'error',
      from: { path: '^src/(api|auth|components|config|content|lib)/' },
      to: { path: '^src/features/' },
    },
    ...layerRules,
    {
      name: 'payments-know-no-jobs-nor-memberships',
      comment: 'Payments own the port through which a payment event reaches jobs and memberships (server/payments/effects.ts); they import neither.',
      severity: 'error',
      from: { path: '^server/payments/' },
      to: { path: '^server/(jobs|visits|memberships)/' },
    },
  ],
  options: {
    // Our folders, and the packages they import (for `machines-are-pure`), not what those import.
    includeOnly: '^(contract|machines|src|server|scripts|tests|node_modules)/',
    doNotFollow: { path: 'node_modules' },
    // Type-only imports count: a circle of types is still a circle to read.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default', 'types'] },
  },
};
