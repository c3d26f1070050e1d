import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { link, mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { ObjectExistsError, type ObjectStore, type SignedUrl } from './object-store';
import type { UploadGrants } from './upload-grants';

/**
 * Files under a folder, reached from outside only through HMAC-signed, expiring URLs served by
 * storage-routes.ts (`/storage/{key}?op=put|get&exp=...&ct=...&g=...&sig=...`). Every upload URL is
 * a grant recorded in the database (`g`): used by its first upload, revocable, so a second PUT or a
 * PUT after the owner saved is refused; and a key is written once.
 */
export class LocalObjectStore implements ObjectStore {
  readonly kind = 'local' as const;
  constructor(
    readonly dir: string,
    private readonly secret: string,
    readonly grants: UploadGrants,
    private readonly publicBase = '',
  ) {}

  #path(key: string) {
    if (!/^[A-Za-z0-9/_.-]+$/.test(key) || key.includes('..')) throw new Error(`invalid object key ${key}`);
    const p = resolve(this.dir, key);
    if (!p.startsWith(resolve(this.dir))) throw new Error(`invalid object key ${key}`);
    return p;
  }

  sign(op: 'put' | 'get', key: string, exp: number, contentType = '', grant = '') {
    return createHmac('sha256', this.secret)
      .update(`${op}\n${key}\n${exp}\n${contentType}\n${grant}`)
      .digest('base64url');
  }

  verify(
    op: 'put' | 'get',
    key: string,
    exp: number,
    contentType: string,
    sig: string,
    now = Date.now(),
    grant = '',
  ) {
    if (!Number.isFinite(exp) || exp * 1000 < now) return 'expired' as const;
    const expected = Buffer.from(this.sign(op, key, exp, contentType, grant));
    const given = Buffer.from(sig);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return 'invalid' as const;
    return 'ok' as const;
  }

  #url(op: 'put' | 'get', key: string, exp: number, contentType = '', grant = ''): SignedUrl {
    const q = new URLSearchParams({ op, exp: String(exp), sig: this.sign(op, key, exp, contentType, grant) });
    if (contentType) q.set('ct', contentType);
    if (grant) q.set('g', grant);
    return {
      url: `${this.publicBase}/storage/${key}?${q}`,
      method: op === 'put' ? 'PUT' : 'GET',
      expiresAt: new Date(exp * 1000),
      headers: contentType ? { 'content-type': contentType } : {},
    };
  }

  async signedUploadUrl(key: string, opts: { contentType: string; expiresInSeconds?: number }) {
    this.#path(key);
    const exp = Math.floor(Date.now() / 1000) + (opts.expiresInSeconds ?? 600);
    const grant = await this.grants.create(key, opts.contentType, new Date(exp * 1000));
    return this.#url('put', key, exp, opts.contentType, grant);
  }
  async signedDownloadUrl(key: string, opts: { expiresInSeconds?: number } = {}) {
    this.#path(key);
    return this.#url('get', key, Math.floor(Date.now() / 1000) + (opts.expiresInSeconds ?? 300));
  }
  async revokeUploads(keyPrefix: string) {
    await this.grants.revokeOpen(keyPrefix);
  }
  async put(key: string, body: Uint8Array, contentType: string) {
    const p = this.#path(key);
    await mkdir(dirname(p), { recursive: true });
    // Written beside, then hard-linked into place: a reader never sees half a file, a failure leaves
    // none, and link() refuses an existing name, so a key is written once (no overwrite, no race).
    const tmp = `${p}.${randomBytes(6).toString('hex')}.tmp`;
    try {
      await writeFile(`${tmp}.meta`, JSON.stringify({ contentType }));
      await writeFile(tmp, body);
      try {
        await link(tmp, p);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'EEXIST') throw new ObjectExistsError(key);
        throw error;
      }
      await rename(`${tmp}.meta`, `${p}.meta.json`);
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
