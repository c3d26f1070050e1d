import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from '../../tooling/vite-precompress';

const api = process.env.PLACAR_API ?? 'http://localhost:3000';

// Served by the same server under /backoffice (its own bundle and CSP): every URL is under that base.
export default defineConfig({
  base: '/backoffice/',
  plugins: [react(), precompress()],
  build: {
    target: 'es2022',
    sourcemap: false,
    reportCompressedSize: false,
  },
  server: {
    port: 5174,
    proxy: { '/api': { target: api, changeOrigin: false } },
  },
});
