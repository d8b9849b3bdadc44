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

/** A rule that fails `npm run check`: no import `from` those modules `to` these, for the reason `comment` gives. */
const forbid = (name, comment, from, to) => ({ name, comment, severity: 'error', from, to });

const layerRules = SERVER_LAYERS.slice(1).map(([name, what, path], index) => {
  const higher = SERVER_LAYERS.slice(0, index + 1);
  return forbid(
    `not-to-higher-layer:${name}`,
    `server/${name} (${what}) imports nothing of the layers above it: ${higher.map(([layer]) => layer).join(', ')}. A lower module that must start work of a higher one owns a port that the app fills.`,
    // A resource's routes file in a domain folder (server/site/site.routes.ts) is a route, not the domain.
    { path, pathNot: name === 'domain' ? '\\.routes\\.ts$' : undefined },
    { path: higher.map(([, , layerPath]) => layerPath) },
  );
});

/** Tests beside the code may use the shared fixtures under tests/. */
const TEST_FILE = '\\.test\\.tsx?$';

/** The packages a machine may not use: machines are pure, their side effects are actors injected with `provide`. */
const IMPURE_PACKAGES = '^node_modules/(react|react-dom|@mui|@tanstack|openapi-fetch|hono|drizzle-orm)/';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    forbid('no-circular', 'No two modules import each other, directly or through others: a circle has no bottom to read or test from.', {}, { circular: true }),
    forbid('contract-imports-nothing-of-ours', 'The contract is the one source of the API: it depends on nothing of ours.', { path: '^contract/', pathNot: TEST_FILE }, { path: '^(machines|src|server|scripts|tests)/' }),
    forbid('machines-import-only-the-contract', 'Machines import nothing of ours but the contract.', { path: '^machines/', pathNot: TEST_FILE }, { path: '^(src|server|scripts|tests)/' }),
    forbid(
      'machines-are-pure',
      'Machines use no React, router, HTTP client, server framework or database: side effects are actors injected with provide().',
      { path: '^machines/' },
      { path: IMPURE_PACKAGES },
    ),
    forbid('spa-talks-to-the-server-over-http', 'The SPA talks to the server over HTTP only.', { path: '^src/', pathNot: TEST_FILE }, { path: '^(server|scripts|tests)/' }),
    forbid(
      'server-does-not-import-the-spa',
      'The server does not import the SPA, nor what draws it.',
      { path: '^server/', pathNot: TEST_FILE },
      { path: ['^(src|scripts|tests)/', '^node_modules/(react|react-dom|@mui)/'] },
    ),
    forbid(
      'features-apart',
      'Features do not import each other: move what both use to src/components or src/lib, or compose them in a route.',
      { path: '^src/features/([^/]+)/' },
      { path: '^src/features/', pathNot: '^src/features/$1/' },
    ),
    forbid(
      'shared-imports-no-feature',
      'Shared code (api, auth, components, config, content, lib) imports no feature: let a route pass the feature in.',
      { path: '^src/(api|auth|components|config|content|lib)/' },
      { path: '^src/features/' },
    ),
    ...layerRules,
    forbid(
      'payments-know-no-jobs-nor-memberships',
      'Payments own the port through which a payment event reaches jobs and memberships (server/payments/effects.ts); they import neither.',
      { path: '^server/payments/' },
      { path: '^server/(jobs|visits|memberships)/' },
    ),
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
