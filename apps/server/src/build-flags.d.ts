/**
 * Build-time constant set by build.mjs (esbuild `define`): false in a production build
 * (`PLACAR_BUILD=production`), so every `if (typeof __PLACAR_SANDBOX__ === 'undefined' || __PLACAR_SANDBOX__)`
 * branch, with the sandbox modules it imports dynamically, is left out of the bundle. Undefined when the
 * sources run as they are (tsx, vitest): sandboxes available.
 */
declare const __PLACAR_SANDBOX__: boolean | undefined;
