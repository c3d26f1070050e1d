import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const api = process.env.PLACAR_API ?? 'http://localhost:3000';
const proxied = ['/api', '/fb', '/labels', '/flags', '/stream', '/storage', '/dev', '/sandbox', '/healthz'];

export default defineConfig({
  plugins: [react()],
  build: {
    target: 'es2022',
    sourcemap: false,
    reportCompressedSize: false,
    chunkSizeWarningLimit: 400,
  },
  server: {
    port: 5173,
    proxy: Object.fromEntries(proxied.map((p) => [p, { target: api, changeOrigin: false }])),
  },
});
