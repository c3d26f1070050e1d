import { AppError } from '../errors';

/**
 * Identity documents and other uploads. Local files behind HMAC-signed expiring URLs by default
 * (local-store.ts); an S3-compatible store with presigned URLs when S3_ENDPOINT is set (s3-store.ts).
 */
export type SignedUrl = {
  url: string;
  method: 'PUT' | 'GET';
  expiresAt: Date;
  headers: Record<string, string>;
};

/**
 * A key is written once: `put` to a key that holds an object throws this (stored objects are
 * immutable). A 409 wherever it escapes to a client (e.g. the same upload racing itself), never a 500.
 */
export class ObjectExistsError extends AppError {
  constructor(readonly key: string) {
    super('OBJECT_EXISTS', {
      status: 409,
      message: 'Este arquivo já foi enviado.',
      internal: `object ${key} already exists`,
    });
  }
}

export interface ObjectStore {
  readonly kind: 'local' | 's3';
  /**
   * A URL for one upload of `key`. Local: single-use (a second PUT is refused) and revocable; S3: a
   * presigned URL (cannot be revoked: callers give every grant its own key and copy what they keep).
   */
  signedUploadUrl(key: string, opts: { contentType: string; expiresInSeconds?: number }): Promise<SignedUrl>;
  signedDownloadUrl(key: string, opts?: { expiresInSeconds?: number }): Promise<SignedUrl>;
  /** Ends the unused upload URLs of every key under the prefix (local; nothing to end on S3). */
  revokeUploads(keyPrefix: string): Promise<void>;
  /** Writes a new object; throws ObjectExistsError when the key already holds one. */
  put(key: string, body: Uint8Array, contentType: string): Promise<void>;
  get(key: string): Promise<Uint8Array | undefined>;
  head(key: string): Promise<{ size: number; contentType: string } | undefined>;
  delete(key: string): Promise<void>;
}
