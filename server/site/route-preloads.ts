import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { PAGE_ROUTE_FILES } from './pages.gen';
import { pageRouteOf } from './pages';
import { type Manifest, scriptsToPreload } from './route-chunks';

/**
 * The `Link` header that has the browser fetch a page's scripts with the first one, for each page of
 * the build in `clientDir`: the first script's imports, which the browser would find only once it has
 * that script (docs/decisions/041), the route's chunks, which the router finds only once the first
 * chunk has been downloaded and run, on a phone seconds later (docs/decisions/037), and what the
 * route's loader imports as it runs (a page's body and its data's module), which its data request
 * would otherwise wait for. Undefined for an address that is no page, or when the build has no manifest.
 */
export function routePreloads(clientDir: string): (urlPath: string) => string | undefined {
  const manifestFile = path.join(clientDir, '.vite', 'manifest.json');
  const htmlFile = path.join(clientDir, 'index.html');
  if (!existsSync(manifestFile) || !existsSync(htmlFile)) return () => undefined;
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
  const html = readFileSync(htmlFile, 'utf8');
  const byRoute = new Map(
    Object.entries(PAGE_ROUTE_FILES).map(([route, file]) => [
      route,
      scriptsToPreload(manifest, html, file)
        .map((script) => `</${script}>; rel=modulepreload`)
        .join(', '),
    ]),
  );
  return (urlPath) => {
    const route = pageRouteOf(urlPath);
    return (route && byRoute.get(route)) || undefined;
  };
}
