// Bundles the server (and the workspace packages it imports as TypeScript) into dist/main.js;
// npm dependencies stay external and load from node_modules.
//
// `PLACAR_BUILD=production npm run build -w @placar/server` makes a production bundle: the build-time
// constant __PLACAR_SANDBOX__ is false, so the sandbox PSP, its pages and webhook outbox and the sandbox
// identity verifier (imported dynamically behind it) are left out of dist/main.js. The default build keeps
// them (embedded mode, `npm start`); production refuses them at start-up either way (platform/config.ts).
// The build writes its esbuild metafile beside the bundle (dist/meta.json): the inputs it holds.
import { readFileSync, writeFileSync } from 'node:fs';
import { build } from 'esbuild';

/** Options of the server bundle; `production` leaves every sandbox out. */
export function serverBuildOptions({ production = false, outdir = 'dist' } = {}) {
  const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
  const external = Object.keys(pkg.dependencies).filter((d) => !d.startsWith('@placar/'));
  return {
    absWorkingDir: new URL('.', import.meta.url).pathname,
    entryPoints: ['src/main.ts'],
    outfile: `${outdir}/main.js`,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: true,
    metafile: true,
    define: { __PLACAR_SANDBOX__: production ? 'false' : 'true' },
    // Syntax-only minification drops the dead `if (false)` branches themselves, not just their imports.
    minifySyntax: production,
    external: [...external, ...external.map((d) => `${d}/*`)],
    banner: {
      js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);",
    },
    logLevel: 'warning',
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const production = process.env.PLACAR_BUILD === 'production';
  const result = await build(serverBuildOptions({ production }));
  writeFileSync(new URL('./dist/meta.json', import.meta.url), JSON.stringify(result.metafile));
  if (production) console.log('server: production build (no sandbox adapters)');
}
