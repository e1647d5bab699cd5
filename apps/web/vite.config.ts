import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const api = 'http://127.0.0.1:3000';

// The client build (dist/) and, with --ssr, the server-rendering bundle (dist/server/entry-server.js, decision 015).
export default defineConfig(({ isSsrBuild }) => ({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react(), tailwindcss()],
  server: {
    proxy: { '/api': api, '/images': api, '/pay': api },
  },
  preview: {
    proxy: { '/api': api, '/images': api, '/pay': api },
  },
  // The server bundle carries its libraries, built for production: it needs no node_modules beside it
  // and never runs React's or Redux Toolkit's development checks, whatever NODE_ENV the server has.
  ...(isSsrBuild
    ? { ssr: { noExternal: true }, define: { 'process.env.NODE_ENV': JSON.stringify('production') } }
    : {}),
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    copyPublicDir: !isSsrBuild,
    // dist/.vite/manifest.json: which chunks the first view loads (the bench's initial JavaScript).
    manifest: !isSsrBuild,
    target: 'es2022',
    // Every browser the es2022 target reaches but Safari 16 preloads module chunks itself; Vite's polyfill
    // would add its bytes to every page's entry (decision 015).
    modulePreload: { polyfill: false },
    rollupOptions: isSsrBuild
      ? {}
      : {
          output: {
            manualChunks(id) {
              if (
                /node_modules\/(react|react-dom|scheduler|react-router|cookie|set-cookie-parser)\//.test(id)
              )
                return 'react';
              if (
                /node_modules\/(@reduxjs|redux|reselect|immer|react-redux|use-sync-external-store)\//.test(id)
              )
                return 'redux';
              // Reached today through @shop/shared/cart; its own chunk makes that cost visible.
              if (/node_modules\/zod\//.test(id)) return 'zod';
              return undefined;
            },
          },
        },
  },
}));
