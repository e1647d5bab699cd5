import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const api = 'http://127.0.0.1:3000';

// React's API served by preact/compat in the app: the same components at a third of the size
// (decision 007). Unit tests (mode 'test') render with React itself, as Testing Library expects;
// the browser journeys exercise the real build.
const preactCompat = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
];

export default defineConfig(({ mode }) => ({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react(), tailwindcss()],
  resolve: { alias: mode === 'test' ? [] : preactCompat },
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
          if (/node_modules\/(preact|react-router|cookie|set-cookie-parser)\//.test(id)) return 'react';
          if (/node_modules\/(@reduxjs|redux|reselect|immer|react-redux|use-sync-external-store)\//.test(id))
            return 'redux';
          // Reached today through @shop/shared/cart; its own chunk makes that cost visible.
          if (/node_modules\/zod\//.test(id)) return 'zod';
          return undefined;
        },
      },
    },
  },
}));
