import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv, type Plugin } from 'vite';
import { precompressFolder } from './scripts/precompress.ts';
import { parseClientEnv } from './src/config/env.schema.ts';

/**
 * MUI's `createTheme` builds a theme without CSS variables unless it is asked for `cssVariables` or
 * `colorSchemes`, but it imports the CSS-variables builder regardless, and `Box` and MUI's default
 * theme call it when they load: about 5 KB gzip on the landing page for code that never runs. Our
 * theme uses neither option, so `createTheme` is replaced by its own no-variables branch, here and in
 * the dev server's prebundle alike. Asking for CSS variables fails loudly rather than quietly
 * differently. If an MUI upgrade changes the branch this relies on, the build warns and keeps MUI's
 * own createTheme (docs/performance.md, "JavaScript before the first paint").
 */
const muiThemeWithoutCssVars: Plugin = {
  name: 'mui-theme-without-css-vars',
  load(id) {
    if (!id.replaceAll('\\', '/').endsWith('/@mui/material/styles/createTheme.mjs')) return null;
    const original = readFileSync(id, 'utf8');
    // An MUI release that changes this branch gets its own createTheme: about 5 KB more, never a broken build.
    const noVars = path.join(path.dirname(id), 'createThemeNoVars.mjs');
    if (!existsSync(noVars) || !original.includes('cssVariables = false') || !original.includes("if (!('colorSchemes' in options)) {") || !original.includes('return createThemeNoVars(options, ...args);')) {
      this.warn('@mui/material changed createTheme: its original is used (about 5 KB more); check muiThemeWithoutCssVars in vite.config.ts against it.');
      return null;
    }
    return `import createThemeNoVars from './createThemeNoVars.mjs';
export default function createTheme(options = {}, ...args) {
  if (options.cssVariables || 'colorSchemes' in options) throw new Error('This app builds MUI themes without CSS variables: see muiThemeWithoutCssVars in vite.config.ts.');
  return createThemeNoVars(options, ...args);
}`;
  },
};

/**
 * `@emotion/react` imports `hoist-non-react-statics` for side effects it does not have (emotion uses it
 * only in `withTheme`, which we do not call). Said so, the module and the old `react-is` under it leave
 * the first bundle for the lazy chunks of the libraries that do use them.
 */
const hoistNonReactStaticsIsPure: Plugin = {
  name: 'hoist-non-react-statics-is-pure',
  enforce: 'pre',
  async resolveId(source, importer, options) {
    if (source !== 'hoist-non-react-statics') return null;
    const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
    return resolved && { ...resolved, moduleSideEffects: false };
  },
};

/** Brotli and gzip copies of the built assets, for the server to answer with (scripts/precompress.ts). */
const precompressAssets: Plugin = {
  name: 'precompress-assets',
  apply: 'build',
  async writeBundle(options) {
    if (options.dir) await precompressFolder(path.join(options.dir, 'assets'));
  },
};

/** Where `npm run dev` runs the API (its `PORT=3001` in package.json), behind Vite's proxy for `/api`. */
const DEV_API_PORT = 3001;

/**
 * The prerender bundle (src/prerender.tsx, `npm run build:prerender`) renders the browser's own tree:
 * the router's React components take their browser code paths (their `isServer` flag is a build-time
 * constant chosen by export conditions), so the HTML matches the first client render that hydrates
 * it, while the router's core keeps its server paths (no window, no scroll restoration). The router
 * is bundled for that; every other package is loaded from node_modules as Node resolves it.
 */
const routerComponentsAsInBrowser: Plugin = {
  name: 'router-components-as-in-browser',
  enforce: 'pre',
  async resolveId(source, importer, options) {
    if (source !== '@tanstack/router-core/isServer' || !importer?.replaceAll('\\', '/').includes('/@tanstack/react-router/')) return null;
    const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
    return resolved && path.join(path.dirname(resolved.id), 'client.js');
  },
};

/** The release error reports are filed under, the SPA's and the server's alike: `name@version` of package.json. */
function release(): string {
  const { name, version } = JSON.parse(readFileSync('package.json', 'utf8')) as { name: string; version: string };
  return `${name}@${version}`;
}

export default defineConfig(({ mode, isSsrBuild }) => {
  // A wrong client key stops the build or the dev server here, in one line naming the key.
  let clientEnv;
  try {
    clientEnv = parseClientEnv(loadEnv(mode, process.cwd(), 'VITE_'));
  } catch (err) {
    console.error((err as Error).message);
    process.exit(1);
  }
  return {
    // The SPA reads the parsed configuration (src/config/env.ts): no schema library at run time.
    define: { __CLIENT_ENV__: JSON.stringify(clientEnv), __RELEASE__: JSON.stringify(release()) },
    resolve: { alias: [{ find: /^use-sync-external-store\/shim\/with-selector(\.js)?$/, replacement: 'use-sync-external-store/with-selector.js' }] },
    plugins: [
      tanstackRouter({ target: 'react', autoCodeSplitting: true, routesDirectory: 'src/routes', generatedRouteTree: 'src/routeTree.gen.ts' }),
      react(),
      muiThemeWithoutCssVars,
      hoistNonReactStaticsIsPure,
      ...(isSsrBuild ? [routerComponentsAsInBrowser] : [precompressAssets]),
    ],
    optimizeDeps: { rolldownOptions: { plugins: [muiThemeWithoutCssVars] } },
    ...(isSsrBuild && { ssr: { noExternal: ['@tanstack/react-router', '@tanstack/router-core'] } }),
    build: isSsrBuild ? { outDir: 'dist/prerender', emptyOutDir: true, minify: false, copyPublicDir: false, rolldownOptions: { input: 'src/prerender.tsx' } } : {
      outDir: 'dist/client',
      emptyOutDir: true,
      sourcemap: 'hidden',
      manifest: true,
      // No preload helper around every lazy import, nor modulepreload links in index.html: the server's
      // Link header preloads a page's scripts from the manifest (docs/performance.md, "What a page preloads").
      modulePreload: false,
      rolldownOptions: {
        output: {
          chunkFileNames: 'assets/[hash].js',
          codeSplitting: {
            groups: [
              // Imported by the first page's modules but used only by lazy libraries (the draggable
              // dialog, the captcha): in the group below they would ship with the first page.
              { name: 'react-legacy', test: /\/node_modules\/(prop-types|hoist-non-react-statics)\//, priority: 2 },
              // Everything the first page needs in one chunk: many small shared chunks gzip worse (see npm run bench).
              // Not the entry itself: the chunk awaits at its top level (src/main.tsx), and then the bundler
              // no longer merges it into the entry, which would be left all imports and folded into
              // index.html as two scripts, with no index.html entry in the manifest (docs/performance.md, "Blocking time after the first paint").
              { name: 'app', tags: ['$initial'], test: (id: string) => !/\/(src\/main\.tsx|index\.html)$/.test(id), priority: 1 },
            ],
          },
        },
      },
    },
    server: {
      port: Number(process.env.PORT ?? 3000),
      proxy: { '/api': { target: `http://127.0.0.1:${DEV_API_PORT}`, changeOrigin: false } },
    },
    preview: { port: 3000 },
  };
});
