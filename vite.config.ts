import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv } from 'vite';
import { parseClientEnv } from './src/config/env.schema.ts';

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
    ],
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
