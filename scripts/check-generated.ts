/**
 * Fails when a committed generated file is not what its generator makes now:
 * the route tree, the server's list of pages, the OpenAPI document, the API types and the machine diagrams.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { projectPath } from '../server/project-path';

const run = (cmd: string, args: string[]) => execFileSync(cmd, args, { stdio: 'inherit', cwd: projectPath() });

// The router generator has no check mode: regenerate and compare with what was there.
const routeTreePath = projectPath('src/routeTree.gen.ts');
const before = readFileSync(routeTreePath, 'utf8');
run('npx', ['tsr', 'generate']);
if (readFileSync(routeTreePath, 'utf8') !== before) {
  console.error('src/routeTree.gen.ts was stale: it is regenerated now; commit it.');
  process.exit(1);
}
run('npx', ['tsx', 'scripts/generate-site-pages.ts', '--check']);
run('npx', ['tsx', 'scripts/generate-openapi.ts', '--check']);
run('npx', ['tsx', 'scripts/diagrams.ts', '--check']);
console.log('Generated files are up to date.');
