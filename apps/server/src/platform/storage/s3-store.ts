import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { ObjectExistsError, type ObjectStore, type SignedUrl } from './object-store';

export type S3StoreConfig = {
  endpoint: string;
  region: string;
  bucket: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  forcePathStyle: boolean;
};

/**
 * An S3-compatible bucket (AWS S3, MinIO, Cloudflare R2, ...): the browser uploads and downloads
 * straight to the store through presigned URLs; the server only signs and checks. A presigned PUT
 * cannot be revoked nor limited to one use: callers give each upload URL a key of its own and copy
 * what they keep to a key that never had a URL (identity SaveDocuments), recording its SHA-256, so a
 * later PUT to the upload key changes nothing that was reviewed. Server writes are conditional
 * (`If-None-Match: *`): a key is written once.
 */
export class S3ObjectStore implements ObjectStore {
  readonly kind = 's3' as const;
  readonly client: S3Client;
  constructor(private readonly config: S3StoreConfig) {
    this.client = new S3Client({
      endpoint: config.endpoint,
      region: config.region,
      forcePathStyle: config.forcePathStyle,
      ...(config.accessKeyId && config.secretAccessKey
        ? { credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey } }
        : {}),
    });
  }

  async signedUploadUrl(key: string, opts: { contentType: string; expiresInSeconds?: number }) {
    const expiresIn = opts.expiresInSeconds ?? 600;
    const command = new PutObjectCommand({
      Bucket: this.config.bucket,
      Key: key,
      ContentType: opts.contentType,
    });
    // content-type is a signed header: the upload must send exactly the type that was signed.
    const url = await getSignedUrl(this.client, command, {
      expiresIn,
      signableHeaders: new Set(['content-type']),
    });
    return signed(url, 'PUT', expiresIn, { 'content-type': opts.contentType });
  }

  async signedDownloadUrl(key: string, opts: { expiresInSeconds?: number } = {}) {
    const expiresIn = opts.expiresInSeconds ?? 300;
    const url = await getSignedUrl(
      this.client,
      new GetObjectCommand({ Bucket: this.config.bucket, Key: key }),
      {
        expiresIn,
      },
    );
    return signed(url, 'GET', expiresIn, {});
  }

  /** Presigned URLs end only at their expiry: nothing to revoke (see the class comment). */
  async revokeUploads(_keyPrefix: string) {}

  async put(key: string, body: Uint8Array, contentType: string) {
    try {
      await this.client.send(
        new PutObjectCommand({
          Bucket: this.config.bucket,
          Key: key,
          Body: body,
          ContentType: contentType,
          IfNoneMatch: '*',
        }),
      );
    } catch (error) {
      const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
      if (e?.name === 'PreconditionFailed' || e?.$metadata?.httpStatusCode === 412)
        throw new ObjectExistsError(key);
      throw error;
    }
  }

  async get(key: string) {
    try {
      const out = await this.client.send(new GetObjectCommand({ Bucket: this.config.bucket, Key: key }));
      return out.Body ? await out.Body.transformToByteArray() : undefined;
    } catch (error) {
      if (isNotFound(error)) return undefined;
      throw error;
    }
  }

  async head(key: string) {
    try {
      const out = await this.client.send(new HeadObjectCommand({ Bucket: this.config.bucket, Key: key }));
      return { size: out.ContentLength ?? 0, contentType: out.ContentType ?? 'application/octet-stream' };
    } catch (error) {
      if (isNotFound(error)) return undefined;
      throw error;
    }
  }

  async delete(key: string) {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.config.bucket, Key: key }));
  }
}

function signed(
  url: string,
  method: 'PUT' | 'GET',
  expiresIn: number,
  headers: Record<string, string>,
): SignedUrl {
  return { url, method, expiresAt: new Date(Date.now() + expiresIn * 1000), headers };
}

function isNotFound(error: unknown) {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e?.name === 'NotFound' || e?.name === 'NoSuchKey' || e?.$metadata?.httpStatusCode === 404;
}
