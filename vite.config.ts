import { readFileSync } from 'node:fs';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv, type Plugin } from 'vite';
import { parseClientEnv } from './src/config/env.schema.ts';

/**
 * MUI's `createTheme` builds a theme without CSS variables unless it is asked for `cssVariables` or
 * `colorSchemes`, but it imports the CSS-variables builder regardless, and `Box` and MUI's default
 * theme call it when they load: about 5 KB gzip on the landing page for code that never runs. Our
 * theme uses neither option, so `createTheme` is replaced by its own no-variables branch, here and in
 * the dev server's prebundle alike. Asking for CSS variables fails loudly rather than quietly
 * differently, and the build stops if an MUI upgrade changes the branch this relies on
 * (docs/decisions/003-landing-bundle.md).
 */
const muiThemeWithoutCssVars: Plugin = {
  name: 'mui-theme-without-css-vars',
  load(id) {
    if (!id.replaceAll('\\', '/').endsWith('/@mui/material/styles/createTheme.mjs')) return null;
    const original = readFileSync(id, 'utf8');
    if (!original.includes('cssVariables = false') || !original.includes("if (!('colorSchemes' in options)) {") || !original.includes('return createThemeNoVars(options, ...args);'))
      this.error('@mui/material changed createTheme: check that muiThemeWithoutCssVars in vite.config.ts still matches it.');
    return `import createThemeNoVars from './createThemeNoVars.mjs';
export default function createTheme(options = {}, ...args) {
  if (options.cssVariables || 'colorSchemes' in options) throw new Error('This app builds MUI themes without CSS variables: see muiThemeWithoutCssVars in vite.config.ts.');
  return createThemeNoVars(options, ...args);
}`;
  },
};

export default defineConfig(({ mode }) => {
  // A wrong client key stops the build or the dev server here, in one line naming the key.
  let clientEnv;
  try {
    clientEnv = parseClientEnv(loadEnv(mode, process.cwd(), 'VITE_'));
  } catch (err) {
    console.error((err as Error).message);
    process.exit(1);
  }
  const apiPort = process.env.API_PORT ?? '3001';
  return {
    // The SPA reads the parsed configuration (src/config/env.ts): no schema library at run time.
    define: { __CLIENT_ENV__: JSON.stringify(clientEnv) },
    plugins: [
      tanstackRouter({ target: 'react', autoCodeSplitting: true, routesDirectory: 'src/routes', generatedRouteTree: 'src/routeTree.gen.ts' }),
      react(),
      muiThemeWithoutCssVars,
    ],
    optimizeDeps: { rolldownOptions: { plugins: [muiThemeWithoutCssVars] } },
    build: {
      outDir: 'dist/client',
      emptyOutDir: true,
      sourcemap: 'hidden',
      manifest: true,
      // Everything the first page needs in one chunk: many small shared chunks gzip worse (see npm run bench).
      rolldownOptions: { output: { codeSplitting: { groups: [{ name: 'app', tags: ['$initial'] }] } } },
    },
    server: {
      port: Number(process.env.PORT ?? 3000),
      proxy: { '/api': { target: `http://127.0.0.1:${apiPort}`, changeOrigin: false } },
    },
    preview: { port: 3000 },
  };
});
