import { MAX_DOCUMENT_BYTES } from '@placar/contract';
import type { FastifyRequest } from 'fastify';
import { invalidField } from '../../../platform/errors';
import { fileError } from '../identity-errors';

export type ReceivedFile = { field: string; fileName: string; bytes: Uint8Array };

/**
 * Every part of a multipart request: text fields, and files read whole (10 MB each at most, a larger
 * one is the SizeInvalid file error). The request must be multipart (else a 400 naming `file`).
 */
export async function readMultipart(
  request: FastifyRequest,
  opts: { maxFiles: number },
): Promise<{ fields: Record<string, string>; files: ReceivedFile[] }> {
  if (!request.isMultipart()) throw invalidField('file', 'envie o arquivo como multipart/form-data');
  const fields: Record<string, string> = {};
  const files: ReceivedFile[] = [];
  try {
    for await (const part of request.parts({
      limits: { fileSize: MAX_DOCUMENT_BYTES, files: opts.maxFiles, fields: 10, fieldSize: 1024 },
    })) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        files.push({ field: part.fieldname, fileName: part.filename ?? '', bytes: new Uint8Array(bytes) });
      } else fields[part.fieldname] = String(part.value);
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw fileError('DOCUMENT_SIZE_INVALID', 'over 10 MB');
    if (code === 'FST_FILES_LIMIT') throw invalidField('file', `no máximo ${opts.maxFiles} arquivos`);
    if (code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT')
      throw invalidField('file', 'campos demais');
    throw error;
  }
  return { fields, files };
}
