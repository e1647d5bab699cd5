import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const api = 'http://127.0.0.1:3000';

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react(), tailwindcss()],
  server: {
    proxy: { '/api': api, '/images': api, '/pay': api },
  },
  preview: {
    proxy: { '/api': api, '/images': api, '/pay': api },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    rollupOptions: {
      output: {
        manualChunks(id) {
          if (/node_modules\/(react|react-dom|scheduler|react-router|cookie|set-cookie-parser)\//.test(id))
            return 'react';
          if (/node_modules\/(@reduxjs|redux|reselect|immer|react-redux|use-sync-external-store)\//.test(id))
            return 'redux';
          // Reached today through @shop/shared/cart; its own chunk makes that cost visible.
          if (/node_modules\/zod\//.test(id)) return 'zod';
          return undefined;
        },
      },
    },
  },
});
