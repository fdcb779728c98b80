import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiTarget = process.env.API_PROXY_TARGET ?? 'http://127.0.0.1:3000';

// The app lives in app/; the server serves dist/ (npm start) with a history fallback.
export default defineConfig({
  root: import.meta.dirname,
  publicDir: false,
  plugins: [react()],
  // `@/sdk/...`, `@/src/site/...`: the repository root, as in tsconfig.json's paths.
  resolve: { alias: { '@': path.resolve(import.meta.dirname, '..') } },
  build: {
    outDir: path.resolve(import.meta.dirname, '../dist'),
    emptyOutDir: true,
    sourcemap: true,
    // Report the gzip size of every chunk: the landing route's weight is watched (npm run bench).
    reportCompressedSize: true,
    manifest: true,
  },
  server: {
    proxy: { '/api': apiTarget, '/uploads': apiTarget },
  },
});
