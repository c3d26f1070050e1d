import { createHash } from 'node:crypto';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { precompress } from '../../tooling/vite-precompress';
import { bootEarly, type RouteFiles } from './src/boot/early.ts';

const api = process.env.PLACAR_API ?? 'http://localhost:3000';
const proxied = ['/api', '/fb', '/labels', '/flags', '/stream', '/storage', '/dev', '/sandbox', '/healthz'];

/**
 * The pages whose chunks index.html's boot script preloads (first match wins; RegExp sources over the
 * path), each with the modules of its route (layout first). The sportsbook is what most visits open.
 */
const PRELOADED_ROUTES: Array<[pattern: string, modules: string[]]> = [
  [
    '^/esportes/?$',
    ['src/features/sportsbook/SportsbookLayout.tsx', 'src/features/sportsbook/pages/SportsbookHome.tsx'],
  ],
  [
    '^/esportes/[^/]+/evento/[^/]+',
    ['src/features/sportsbook/SportsbookLayout.tsx', 'src/features/sportsbook/pages/EventPage.tsx'],
  ],
  [
    '^/esportes/[^/]+/torneio/[^/]+',
    ['src/features/sportsbook/SportsbookLayout.tsx', 'src/features/sportsbook/pages/TournamentPage.tsx'],
  ],
  [
    '^/esportes/[^/]+(/[^/]+){0,2}/?$',
    ['src/features/sportsbook/SportsbookLayout.tsx', 'src/features/sportsbook/pages/SportPage.tsx'],
  ],
];

type OutChunk = {
  type: 'chunk';
  fileName: string;
  isEntry: boolean;
  facadeModuleId: string | null;
  moduleIds: string[];
  imports: string[];
  viteMetadata?: { importedCss: Set<string> };
};
type OutAsset = { type: 'asset'; fileName: string; source: string | Uint8Array };

/**
 * Emits boot/early.ts as its own small script (`<script async>` first in the head: the strict CSP
 * allows our own files, not inline code) with the chunks and stylesheets of PRELOADED_ROUTES, so a
 * visit's data and route code load beside the app bundle instead of after it.
 */
function bootScript(): Plugin {
  return {
    name: 'placar-boot-script',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((c) => c.type === 'chunk') as unknown as OutChunk[];
      const byFile = new Map(chunks.map((c) => [c.fileName, c]));
      const closure = (start: OutChunk[]) => {
        const seen = new Set<string>();
        const walk = (c: OutChunk | undefined) => {
          if (!c || seen.has(c.fileName)) return;
          seen.add(c.fileName);
          for (const i of c.imports) walk(byFile.get(i));
        };
        for (const c of start) walk(c);
        return seen;
      };
      // the entry and what it imports statically are in index.html already
      const loaded = closure(chunks.filter((c) => c.isEntry));
      const boot: RouteFiles = { files: [], routes: [] };
      for (const [pattern, modules] of PRELOADED_ROUTES) {
        const pages = modules.map((m) => {
          const chunk =
            chunks.find((c) => c.facadeModuleId?.endsWith(`/${m}`)) ??
            chunks.find((c) => c.moduleIds.some((id) => id.endsWith(`/${m}`)));
          if (!chunk) throw new Error(`boot script: no chunk for ${m}`);
          return chunk;
        });
        const files = [...closure(pages)].filter((f) => !loaded.has(f));
        const css = new Set(files.flatMap((f) => [...(byFile.get(f)?.viteMetadata?.importedCss ?? [])]));
        const indexes = [...css, ...files].map((f) => {
          const at = boot.files.indexOf(`/${f}`);
          return at >= 0 ? at : boot.files.push(`/${f}`) - 1;
        });
        boot.routes.push([pattern, indexes]);
      }
      const code = `(${bootEarly.toString()})(window, ${JSON.stringify(boot)});\n`;
      const fileName = `assets/boot-${createHash('sha256').update(code).digest('hex').slice(0, 10)}.js`;
      this.emitFile({ type: 'asset', fileName, source: code });
      const html = bundle['index.html'] as unknown as OutAsset | undefined;
      if (!html) throw new Error('boot script: no index.html in the bundle');
      html.source = String(html.source).replace(
        '<meta charset="UTF-8" />',
        `<meta charset="UTF-8" />\n    <script async src="/${fileName}"></script>`,
      );
    },
  };
}

export default defineConfig({
  plugins: [react(), bootScript(), precompress()],
  build: {
    target: 'es2022',
    sourcemap: false,
    reportCompressedSize: false,
    chunkSizeWarningLimit: 400,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              // The sportsbook frame and its shared parts (lists, rows, stream, bet slip) in one chunk:
              // left alone they split into a dozen files of a few hundred bytes, each a request a phone
              // waits for before the first match shows. Pages keep their own chunks.
              name: 'sportsbook',
              test: /src[\\/](features[\\/](sportsbook|betting)[\\/](?!pages[\\/]|routes\.tsx$)|lib[\\/]stream[\\/])/,
              // only these modules: what they import (React, the API client...) stays where it was
              includeDependenciesRecursively: false,
              // and only those two or more chunks share: a module one page alone uses (the event
              // page's market cards and tracker) stays in that page's chunk
              minShareCount: 2,
            },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: Object.fromEntries(proxied.map((p) => [p, { target: api, changeOrigin: false }])),
  },
});
