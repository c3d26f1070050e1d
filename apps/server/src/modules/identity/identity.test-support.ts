import type { TDocumentType } from '@placar/contract';
import type { Platform } from '../../platform/context';
import type { App } from '../../platform/module';
import { createTestApp } from '../../testing/platform';
import { identityModule } from '.';
import { currentDocuments } from './documents/documents.repository';
import { sha256Hex } from './files/file-checks';
import { identityDb } from './profile.repository';

export const createIdentityTestApp = (env: Record<string, string> = {}) =>
  createTestApp({ env, modules: [identityModule] });

export const auth = (token: string) => ({ authorization: `Bearer ${token}` });

/** The object key inside a local signed URL (`/storage/{key}?...`). */
export const keyOf = (signedUrl: string) =>
  decodeURIComponent(new URL(signedUrl, 'http://x').pathname.slice('/storage/'.length));

/** The user id inside a bearer token. */
export const userIdOf = (token: string) =>
  Number(JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).sub);

/** The object key of the user's current document of a type (SaveDocuments stores a copy under it). */
export async function currentDocumentKey(platform: Platform, token: string, documentType: number) {
  const docs = await currentDocuments(identityDb(platform), userIdOf(token));
  return docs.find((d) => d.documentType === documentType)?.objectKey;
}

/** The client's upload procedure: signed URL, PUT to the store, SaveDocuments. */
export async function uploadSigned(
  app: App,
  token: string,
  fileName: string,
  bytes: Uint8Array,
  documentType: TDocumentType,
  opts: { hash?: string } = {},
) {
  const body = { FileName: fileName, Hash: opts.hash ?? sha256Hex(bytes), DocumentType: documentType };
  const signed = await app.inject({
    method: 'POST',
    url: '/api/UserDocument/SignedUrl',
    headers: auth(token),
    payload: body,
  });
  if (signed.statusCode !== 200) return { step: 'signed' as const, res: signed, key: undefined };
  const { signedUrl, headers } = signed.json().data as { signedUrl: string; headers: Record<string, string> };
  const put = await app.inject({ method: 'PUT', url: signedUrl, headers, payload: Buffer.from(bytes) });
  if (put.statusCode !== 200) return { step: 'put' as const, res: put, key: keyOf(signedUrl) };
  const saved = await app.inject({
    method: 'POST',
    url: '/api/UserDocument/SaveDocuments',
    headers: auth(token),
    payload: body,
  });
  return { step: 'save' as const, res: saved, key: keyOf(signedUrl) };
}

/** A multipart body built by hand (inject has no FormData). */
export function multipart(
  parts: (
    | { name: string; value: string }
    | { name: string; fileName: string; contentType: string; bytes: Uint8Array }
  )[],
) {
  const boundary = `----placar${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const p of parts) {
    chunks.push(Buffer.from(`--${boundary}\r\n`));
    if ('value' in p)
      chunks.push(Buffer.from(`Content-Disposition: form-data; name="${p.name}"\r\n\r\n${p.value}\r\n`));
    else {
      chunks.push(
        Buffer.from(
          `Content-Disposition: form-data; name="${p.name}"; filename="${p.fileName}"\r\nContent-Type: ${p.contentType}\r\n\r\n`,
        ),
      );
      chunks.push(Buffer.from(p.bytes), Buffer.from('\r\n'));
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

export async function uploadDirect(
  app: App,
  token: string,
  fileName: string,
  bytes: Uint8Array,
  documentType: number | string,
) {
  const body = multipart([
    { name: 'userTypeDocument', value: String(documentType) },
    { name: 'file', fileName, contentType: 'application/octet-stream', bytes },
  ]);
  return app.inject({
    method: 'POST',
    url: '/api/UserDocument/UploadDocument',
    headers: { ...auth(token), ...body.headers },
    payload: body.payload,
  });
}

/** Starts a challenge and answers it with the given frames. */
export async function faceCheck(
  app: App,
  token: string,
  frames:
    | { fileName: string; bytes: Uint8Array }[]
    | ((steps: number) => { fileName: string; bytes: Uint8Array }[]),
) {
  const start = await app.inject({
    method: 'POST',
    url: '/api/UserDocument/FaceCheck/Challenge',
    headers: auth(token),
  });
  if (start.statusCode !== 200) return { start, res: start };
  const { challengeId, steps } = start.json().data as { challengeId: string; steps: unknown[] };
  const list = typeof frames === 'function' ? frames(steps.length) : frames;
  const body = multipart([
    { name: 'challengeId', value: challengeId },
    { name: 'source', value: 'upload' },
    ...list.map((f) => ({ name: 'frames', fileName: f.fileName, contentType: 'image/png', bytes: f.bytes })),
  ]);
  const res = await app.inject({
    method: 'POST',
    url: '/api/UserDocument/FaceCheck',
    headers: { ...auth(token), ...body.headers },
    payload: body.payload,
  });
  return { start, res, challengeId };
}
