import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const api = process.env.PLACAR_API ?? 'http://localhost:3000';

/**
 * Writes each text file of the build beside itself brotli- and gzip-compressed (`x.js.br`, `x.js.gz`):
 * the server sends those as they are (apps/server platform/http/backoffice.ts), as it does the web's.
 */
function precompress(): Plugin {
  const TEXT = /\.(js|css|html|svg|json)$/;
  return {
    name: 'placar-backoffice-precompress',
    apply: 'build',
    writeBundle(options, bundle) {
      const dir = options.dir ?? 'dist';
      for (const fileName of Object.keys(bundle)) {
        if (!TEXT.test(fileName)) continue;
        const raw = readFileSync(join(dir, fileName));
        if (raw.length < 1024) continue;
        const br = brotliCompressSync(raw, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
          },
        });
        writeFileSync(join(dir, `${fileName}.br`), br);
        writeFileSync(join(dir, `${fileName}.gz`), gzipSync(raw, { level: 9 }));
      }
    },
  };
}

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
