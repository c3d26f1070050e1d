import type { TSavedDocument } from '@placar/contract';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api/http';
import { type UploadDeps, uploadDocumentFile } from './upload-document';
import { StorageError, UploadError } from './upload-errors';

const saved = (over: Partial<TSavedDocument> = {}): TSavedDocument => ({
  userTypeDocument: 1,
  documentType: 1,
  isApproved: true,
  imageURL: '/storage/identity/1/frente.png',
  status: 'approved',
  fileName: 'frente.png',
  fileExtension: 'png',
  fileSize: 4,
  isPdfFile: false,
  rejectionReason: null,
  uploadedAt: '2026-01-01T00:00:00.000Z',
  errorFile: 0,
  ...over,
});

function fakeDeps(over: Partial<UploadDeps> = {}) {
  const deps = {
    sha256: vi.fn(async () => 'a'.repeat(64)),
    signedUrl: vi.fn(async () => ({
      signedUrl: '/storage/k',
      method: 'PUT' as const,
      headers: {},
      expiresAt: '',
      fileName: 'frente.png',
    })),
    put: vi.fn(async (_u: string, _h: Record<string, string>, _f: Blob, onProgress: (f: number) => void) => {
      onProgress(0.5);
      onProgress(1);
    }),
    save: vi.fn(async () => saved()),
    direct: vi.fn(async () => saved({ fileName: 'direto.png' })),
    ...over,
  };
  return deps;
}
const file = (name = 'Frente.Do.RG.PNG', bytes = 4) =>
  new File([new Uint8Array(bytes)], name, { type: 'image/png' });

describe('uploadDocumentFile', () => {
  it('asks a signed URL with the normalised name, puts with progress, then saves', async () => {
    const deps = fakeDeps();
    const progress: number[] = [];
    const res = await uploadDocumentFile(file(), 1, { deps, onProgress: (p) => progress.push(p) });
    expect(res.isApproved).toBe(true);
    expect(deps.signedUrl).toHaveBeenCalledWith(
      { FileName: 'frentedorg.png', Hash: 'a'.repeat(64), DocumentType: 1 },
      undefined,
    );
    expect(progress).toEqual([0, 50, 100]);
    expect(deps.direct).not.toHaveBeenCalled();
  });

  it('falls back to the direct upload after two storage failures', async () => {
    const deps = fakeDeps({ put: vi.fn(async () => Promise.reject(new StorageError(503))) });
    const res = await uploadDocumentFile(file(), 3, { deps });
    expect(deps.put).toHaveBeenCalledTimes(2);
    expect(deps.direct).toHaveBeenCalledTimes(1);
    expect(vi.mocked(deps.direct).mock.calls[0]?.[1]).toBe('frentedorg.png');
    expect(res.fileName).toBe('direto.png');
  });

  it('retries a failed save up to 3 tries, then gives the generic error', async () => {
    const deps = fakeDeps({
      save: vi.fn(async () => Promise.reject(new ApiError(0, 'NETWORK', 'Sem conexão'))),
    });
    const err = await uploadDocumentFile(file(), 1, { deps }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(UploadError);
    expect((err as UploadError).errorFile).toBe(3);
    expect(deps.save).toHaveBeenCalledTimes(3);
  });

  it('does not retry a refused file, keeping its file error (duplicate account 409)', async () => {
    const deps = fakeDeps({
      save: vi.fn(async () => Promise.reject(new ApiError(409, 'DUPLICATE_ACCOUNT', 'Cuenta Duplicada'))),
    });
    const err = (await uploadDocumentFile(file(), 1, { deps }).catch((e: unknown) => e)) as UploadError;
    expect(err.errorFile).toBe(4);
    expect(err.message).toMatch(/outra conta/);
    expect(deps.save).toHaveBeenCalledTimes(1);
  });

  it('refuses a bad extension or size before any call', async () => {
    const deps = fakeDeps();
    await expect(uploadDocumentFile(file('virus.exe'), 1, { deps })).rejects.toMatchObject({ errorFile: 1 });
    await expect(uploadDocumentFile(file('vazio.png', 0), 1, { deps })).rejects.toMatchObject({
      errorFile: 2,
    });
    expect(deps.sha256).not.toHaveBeenCalled();
  });

  it('stops at once when cancelled', async () => {
    const controller = new AbortController();
    const deps = fakeDeps({
      put: vi.fn(async () => {
        controller.abort();
        throw new DOMException('cancelled', 'AbortError');
      }),
    });
    await expect(uploadDocumentFile(file(), 1, { deps, signal: controller.signal })).rejects.toMatchObject({
      name: 'AbortError',
    });
    expect(deps.put).toHaveBeenCalledTimes(1);
    expect(deps.save).not.toHaveBeenCalled();
  });
});
