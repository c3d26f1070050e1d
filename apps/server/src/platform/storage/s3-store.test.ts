import { describe, expect, it, vi } from 'vitest';
import { ObjectExistsError } from './object-store';
import { S3ObjectStore } from './s3-store';

const sut = new S3ObjectStore({
  endpoint: 'https://s3.example.com',
  region: 'sa-east-1',
  bucket: 'placar-docs',
  accessKeyId: 'AKIAEXAMPLE',
  secretAccessKey: 'segredo-de-teste',
  forcePathStyle: true,
});

describe('S3ObjectStore presigned URLs', () => {
  it('signs an upload for the bucket and key, binding the content type and the expiry', async () => {
    const before = Date.now();
    const up = await sut.signedUploadUrl('identity/7/front.jpg', {
      contentType: 'image/jpeg',
      expiresInSeconds: 120,
    });
    const url = new URL(up.url);
    expect(up.method).toBe('PUT');
    expect(url.origin).toBe('https://s3.example.com');
    expect(url.pathname).toBe('/placar-docs/identity/7/front.jpg');
    expect(url.searchParams.get('X-Amz-Algorithm')).toBe('AWS4-HMAC-SHA256');
    expect(url.searchParams.get('X-Amz-Expires')).toBe('120');
    expect(url.searchParams.get('X-Amz-Credential')).toMatch(
      /^AKIAEXAMPLE\/\d{8}\/sa-east-1\/s3\/aws4_request$/,
    );
    expect(url.searchParams.get('X-Amz-SignedHeaders')?.split(';')).toContain('content-type');
    expect(url.searchParams.get('X-Amz-Signature')).toMatch(/^[0-9a-f]{64}$/);
    expect(up.headers).toEqual({ 'content-type': 'image/jpeg' });
    expect(up.expiresAt.getTime()).toBeGreaterThanOrEqual(before + 120_000);
  });

  it('signs a download with the default expiry, and different keys get different signatures', async () => {
    const a = new URL((await sut.signedDownloadUrl('identity/7/front.jpg')).url);
    const b = new URL((await sut.signedDownloadUrl('identity/7/back.jpg')).url);
    expect(a.searchParams.get('X-Amz-Expires')).toBe('300');
    expect(a.searchParams.get('X-Amz-SignedHeaders')).toBe('host');
    expect(a.searchParams.get('X-Amz-Signature')).not.toBe(b.searchParams.get('X-Amz-Signature'));
  });

  it('writes a key once: server puts are conditional and a taken key is ObjectExistsError', async () => {
    const store = new S3ObjectStore({
      endpoint: 'https://s3.example.com',
      region: 'sa-east-1',
      bucket: 'b',
      forcePathStyle: true,
    });
    const inputs: unknown[] = [];
    const taken = Object.assign(new Error('At least one of the pre-conditions you specified did not hold'), {
      name: 'PreconditionFailed',
      $metadata: { httpStatusCode: 412 },
    });
    vi.spyOn(store.client, 'send').mockImplementation(async (command: { input: unknown }) => {
      inputs.push(command.input);
      throw taken;
    });
    await expect(
      store.put('identity/7/documents/1/a.png', new Uint8Array([1]), 'image/png'),
    ).rejects.toBeInstanceOf(ObjectExistsError);
    expect(inputs[0]).toMatchObject({ Key: 'identity/7/documents/1/a.png', IfNoneMatch: '*' });
  });
});
