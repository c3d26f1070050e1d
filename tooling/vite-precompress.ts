import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/**
 * Writes each text file of a build beside itself brotli- and gzip-compressed at the strongest levels
 * (`x.js.br`, `x.js.gz`), once at build time: the server sends those as they are (apps/server
 * platform/http/web.ts and backoffice.ts, preCompressed) instead of compressing every response again,
 * and they come out smaller than on-the-fly compression. Used by the web's and the back office's builds.
 */
export function precompress(): Plugin {
  const TEXT = /\.(js|css|html|svg|json|webmanifest)$/;
  return {
    name: 'placar-precompress',
    apply: 'build',
    // from the files as written: earlier hooks still rewrite chunks (Vite's preload markers)
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
