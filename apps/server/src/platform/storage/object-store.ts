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

export interface ObjectStore {
  readonly kind: 'local' | 's3';
  signedUploadUrl(key: string, opts: { contentType: string; expiresInSeconds?: number }): Promise<SignedUrl>;
  signedDownloadUrl(key: string, opts?: { expiresInSeconds?: number }): Promise<SignedUrl>;
  put(key: string, body: Uint8Array, contentType: string): Promise<void>;
  get(key: string): Promise<Uint8Array | undefined>;
  head(key: string): Promise<{ size: number; contentType: string } | undefined>;
  delete(key: string): Promise<void>;
}
