// Regenerates pix-api.subset.json from the Banco Central's API Pix description (bacen/pix-api,
// openapi.yaml, Apache-2.0): the operations the API Pix adapter calls and every component they reference,
// without examples and descriptions. Usage: node extract-pix-api-subset.mjs <path to openapi.yaml>
import { readFileSync, writeFileSync } from 'node:fs';
import { parse } from 'yaml';

const [, , source] = process.argv;
const spec = parse(readFileSync(source, 'utf8'));
const PATHS = [
  '/cob/{txid}',
  '/cobv/{txid}',
  '/pix/{e2eid}',
  '/pix/{e2eid}/devolucao/{id}',
  '/webhook/{chave}',
];
const METHODS = ['get', 'put', 'parameters'];
/** The webhook's body (a callback of PUT /webhook/{chave}): what the PSP posts to the operator. */
const EXTRA = ['#/components/requestBodies/WebhookPixBody'];
const DROP = new Set(['example', 'examples', 'description', 'summary', 'title']);

// Drops documentation keywords, but never a property *named* like one (Problema.title).
function strip(node, inProperties = false) {
  if (Array.isArray(node)) return node.map((n) => strip(n));
  if (node && typeof node === 'object')
    return Object.fromEntries(
      Object.entries(node)
        .filter(([k]) => inProperties || !DROP.has(k))
        .map(([k, v]) => [k, strip(v, !inProperties && k === 'properties')]),
    );
  return node;
}

const out = {
  openapi: spec.openapi,
  info: { title: spec.info.title, version: spec.info.version, license: spec.info.license },
  paths: {},
  components: {
    schemas: {},
    requestBodies: {},
    responses: {},
    parameters: {},
    securitySchemes: spec.components.securitySchemes,
  },
};
const pending = [...EXTRA];
function collectRefs(node) {
  if (Array.isArray(node)) node.forEach(collectRefs);
  else if (node && typeof node === 'object')
    for (const [k, v] of Object.entries(node)) {
      if (k === '$ref' && typeof v === 'string') pending.push(v);
      else collectRefs(v);
    }
}
for (const p of PATHS) {
  const item = spec.paths[p];
  const kept = Object.fromEntries(Object.entries(item).filter(([m]) => METHODS.includes(m)));
  out.paths[p] = strip(kept);
  collectRefs(out.paths[p]);
}
const seen = new Set();
while (pending.length) {
  const ref = pending.pop();
  if (seen.has(ref)) continue;
  seen.add(ref);
  const [, , kind, name] = ref.split('/');
  const value = strip(spec.components[kind][name]);
  out.components[kind][name] = value;
  collectRefs(value);
}
writeFileSync(new URL('./pix-api.subset.json', import.meta.url), `${JSON.stringify(out, null, 2)}\n`);
console.log(`kept ${PATHS.length} paths and ${seen.size} components`);
