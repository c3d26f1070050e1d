import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import type { ObjectStore, SignedUrl } from './object-store';

/**
 * Files under a folder, reached from outside only through HMAC-signed, expiring URLs served by
 * storage-routes.ts (`/storage/{key}?op=put|get&exp=...&ct=...&sig=...`).
 */
export class LocalObjectStore implements ObjectStore {
  readonly kind = 'local' as const;
  constructor(
    readonly dir: string,
    private readonly secret: string,
    private readonly publicBase = '',
  ) {}

  #path(key: string) {
    if (!/^[A-Za-z0-9/_.-]+$/.test(key) || key.includes('..')) throw new Error(`invalid object key ${key}`);
    const p = resolve(this.dir, key);
    if (!p.startsWith(resolve(this.dir))) throw new Error(`invalid object key ${key}`);
    return p;
  }

  sign(op: 'put' | 'get', key: string, exp: number, contentType = '') {
    return createHmac('sha256', this.secret)
      .update(`${op}\n${key}\n${exp}\n${contentType}`)
      .digest('base64url');
  }

  verify(op: 'put' | 'get', key: string, exp: number, contentType: string, sig: string, now = Date.now()) {
    if (!Number.isFinite(exp) || exp * 1000 < now) return 'expired' as const;
    const expected = Buffer.from(this.sign(op, key, exp, contentType));
    const given = Buffer.from(sig);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return 'invalid' as const;
    return 'ok' as const;
  }

  #url(op: 'put' | 'get', key: string, expiresInSeconds: number, contentType = ''): SignedUrl {
    const exp = Math.floor(Date.now() / 1000) + expiresInSeconds;
    const q = new URLSearchParams({ op, exp: String(exp), sig: this.sign(op, key, exp, contentType) });
    if (contentType) q.set('ct', contentType);
    return {
      url: `${this.publicBase}/storage/${key}?${q}`,
      method: op === 'put' ? 'PUT' : 'GET',
      expiresAt: new Date(exp * 1000),
      headers: contentType ? { 'content-type': contentType } : {},
    };
  }

  async signedUploadUrl(key: string, opts: { contentType: string; expiresInSeconds?: number }) {
    this.#path(key);
    return this.#url('put', key, opts.expiresInSeconds ?? 600, opts.contentType);
  }
  async signedDownloadUrl(key: string, opts: { expiresInSeconds?: number } = {}) {
    this.#path(key);
    return this.#url('get', key, opts.expiresInSeconds ?? 300);
  }
  async put(key: string, body: Uint8Array, contentType: string) {
    const p = this.#path(key);
    await mkdir(dirname(p), { recursive: true });
    // Written beside, then renamed: a reader never sees half a file, a failure leaves none.
    const tmp = `${p}.${randomBytes(6).toString('hex')}.tmp`;
    try {
      await writeFile(`${tmp}.meta`, JSON.stringify({ contentType }));
      await writeFile(tmp, body);
      await rename(`${tmp}.meta`, `${p}.meta.json`);
      await rename(tmp, p);
    } finally {
      await rm(tmp, { force: true });
      await rm(`${tmp}.meta`, { force: true });
    }
  }
  async get(key: string) {
    try {
      return new Uint8Array(await readFile(this.#path(key)));
    } catch {
      return undefined;
    }
  }
  async head(key: string) {
    try {
      const p = this.#path(key);
      const s = await stat(p);
      const meta = JSON.parse(await readFile(`${p}.meta.json`, 'utf8')) as { contentType: string };
      return { size: s.size, contentType: meta.contentType };
    } catch {
      return undefined;
    }
  }
  async delete(key: string) {
    const p = this.#path(key);
    await rm(p, { force: true });
    await rm(`${p}.meta.json`, { force: true });
  }
}

export function localStoreDir(dataDir: string, inMemory: boolean) {
  return inMemory ? join('/tmp', `placar-objects-${process.pid}-${Date.now()}`) : join(dataDir, 'objects');
}
