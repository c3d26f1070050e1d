import { ApiError } from '../../../lib/api/http';
import { useSession } from '../../../lib/session';
import { StorageError } from './upload-errors';

type Send = {
  method: 'PUT' | 'POST';
  url: string;
  headers: Record<string, string>;
  body: Blob | FormData;
  onProgress: (fraction: number) => void;
  signal?: AbortSignal | undefined;
};

/** fetch cannot report upload progress: XMLHttpRequest can (upload.onprogress). */
function send({ method, url, headers, body, onProgress, signal }: Send): Promise<XMLHttpRequest> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(new DOMException('upload cancelled', 'AbortError'));
    const xhr = new XMLHttpRequest();
    xhr.open(method, url);
    for (const [k, v] of Object.entries(headers)) xhr.setRequestHeader(k, v);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) onProgress(e.loaded / e.total);
    };
    const abort = () => xhr.abort();
    signal?.addEventListener('abort', abort, { once: true });
    xhr.onload = () => {
      signal?.removeEventListener('abort', abort);
      resolve(xhr);
    };
    xhr.onerror = () => {
      signal?.removeEventListener('abort', abort);
      reject(new StorageError(0));
    };
    xhr.onabort = () => reject(new DOMException('upload cancelled', 'AbortError'));
    xhr.send(body);
  });
}

/** PUT of the file to the signed URL of the object store. */
export async function putToSignedUrl(
  url: string,
  headers: Record<string, string>,
  file: Blob,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<void> {
  const xhr = await send({ method: 'PUT', url, headers, body: file, onProgress, signal });
  if (xhr.status < 200 || xhr.status >= 300) throw new StorageError(xhr.status);
}

/** POST multipart to the server (the direct fallback), answering `data` or throwing an ApiError. */
export async function postMultipart<T>(
  url: string,
  form: FormData,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<T> {
  const token = useSession.getState().token;
  const headers: Record<string, string> = { accept: 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  let xhr: XMLHttpRequest;
  try {
    xhr = await send({ method: 'POST', url, headers, body: form, onProgress, signal });
  } catch (e) {
    if (e instanceof StorageError)
      throw new ApiError(0, 'NETWORK', 'Sem conexão com o servidor. Verifique sua internet.');
    throw e;
  }
  let body: { data?: T; error?: { code: string; message: string; context?: Record<string, unknown> } } = {};
  try {
    body = JSON.parse(xhr.responseText || '{}');
  } catch {
    /* not JSON: handled below by the status */
  }
  if (xhr.status >= 200 && xhr.status < 300 && body.data !== undefined) return body.data;
  throw new ApiError(
    xhr.status,
    body.error?.code ?? 'HTTP_ERROR',
    body.error?.message ?? `Erro ${xhr.status}`,
    body.error?.context,
  );
}
