import { storageApi, ZStorageSignedQuery } from '@placar/contract';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError, invalidField } from '../errors';
import { route } from '../http/route';
import type { App } from '../module';
import { contentMatchesType } from './content-sniff';
import { LocalObjectStore } from './local-store';
import { ObjectExistsError, type ObjectStore } from './object-store';
import type { UploadGrantState } from './upload-grants';

/** Largest object accepted through a signed upload URL. */
export const MAX_OBJECT_BYTES = 10 * 1024 * 1024;

const ZKey = z
  .string()
  .min(1)
  .max(512)
  .regex(/^[A-Za-z0-9/_.-]+$/, 'chave com caracteres inválidos')
  .refine((k) => !k.includes('..') && !k.startsWith('/'), 'chave inválida');
const ZSignedQuery = ZStorageSignedQuery;

/** A grant that cannot be used (any more), as the answer the uploader gets. */
function grantRefusal(state: Exclude<UploadGrantState, 'open'>) {
  if (state === 'used') return new AppError('URL_USED');
  if (state === 'revoked') return new AppError('URL_REVOKED');
  if (state === 'expired') return new AppError('URL_EXPIRED');
  return new AppError('URL_INVALID');
}

/** onRequest runs before validation: params and query are as they came. */
type SignedRequest = FastifyRequest;

/**
 * The local object store's signed URLs (`/storage/{key}?op&exp&ct&g&sig`, made by LocalObjectStore).
 * The signature and the upload grant are checked before the body is read; the body is taken whole
 * (10 MB at most), must really be of the signed type (first bytes), takes the grant (one upload per
 * URL, none after the owner saved) and is written once under its key, so a refused or broken upload
 * leaves nothing behind and a stored object never changes.
 */
export async function storageRoutes(app: App, store: ObjectStore) {
  if (!(store instanceof LocalObjectStore)) return;

  const verify = (op: 'put' | 'get') => async (request: SignedRequest) => {
    // onRequest runs before schema validation: parse here, so nothing is read from a bad URL.
    const key = ZKey.safeParse((request.params as { '*'?: unknown })['*']);
    if (!key.success) throw invalidField('key', key.error.issues[0]?.message ?? 'inválido', 'arquivo');
    const parsed = ZSignedQuery.safeParse(request.query);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw invalidField(String(issue?.path[0] ?? 'query'), issue?.message ?? 'inválido');
    }
    const q = parsed.data;
    if (q.op !== op) throw new AppError('URL_INVALID');
    const verdict = store.verify(op, key.data, q.exp, q.ct ?? '', q.sig, Date.now(), q.g ?? '');
    if (verdict === 'expired') throw new AppError('URL_EXPIRED');
    if (verdict === 'invalid') throw new AppError('URL_INVALID');
    if (op === 'put') {
      const given = (request.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
      if (!q.ct || given !== q.ct.toLowerCase()) {
        throw new AppError('UNSUPPORTED_MEDIA_TYPE', {
          message: `Tipo de conteúdo não suportado: envie ${q.ct ?? 'o tipo assinado'}.`,
        });
      }
      const length = Number(request.headers['content-length'] ?? 0);
      if (length > MAX_OBJECT_BYTES) throw new AppError('PAYLOAD_TOO_LARGE');
      if (!q.g) throw new AppError('URL_INVALID');
      const state = await store.grants.state(q.g, key.data);
      if (state !== 'open') throw grantRefusal(state);
    }
  };

  await app.register(async (scope: App) => {
    // Any content type arrives as raw bytes here; only the signed one is let through (see verify).
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: MAX_OBJECT_BYTES }, (_req, body, done) =>
      done(null, body),
    );

    route(
      scope,
      storageApi.upload,
      { bodyLimit: MAX_OBJECT_BYTES, onRequest: verify('put') },
      async (request, reply) => {
        const body = request.body;
        if (!Buffer.isBuffer(body) || body.length === 0) throw invalidField('body', 'arquivo vazio');
        const { ct, g } = request.query;
        const key = request.params['*'];
        if (!ct || !g) throw new AppError('URL_INVALID');
        if (!contentMatchesType(body, ct))
          throw new AppError('UNSUPPORTED_MEDIA_TYPE', {
            message: `O conteúdo do arquivo não é do tipo declarado (${ct}).`,
          });
        const claimed = await store.grants.claim(g, key);
        if (claimed !== 'open') throw grantRefusal(claimed);
        try {
          await store.put(key, body, ct);
        } catch (error) {
          if (error instanceof ObjectExistsError) throw new AppError('OBJECT_EXISTS');
          await store.grants.release(g);
          throw error;
        }
        return reply.status(200).send({ data: { key, size: body.length } });
      },
    );

    route(scope, storageApi.download, { onRequest: verify('get') }, async (request, reply) => {
      const key = request.params['*'];
      const [meta, body] = await Promise.all([store.head(key), store.get(key)]);
      if (!meta || !body) throw new AppError('NOT_FOUND', { message: 'Arquivo não encontrado.' });
      return reply
        .header('content-type', meta.contentType)
        .header('cache-control', 'private, max-age=60')
        .header('content-security-policy', "sandbox; default-src 'none'")
        .send(Buffer.from(body));
    });
  });
}
