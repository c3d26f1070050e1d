import { z } from 'zod';
import { defineRoute } from './route';

/** The query of a local object store's signed URL (made by the server's LocalObjectStore). */
export const ZStorageSignedQuery = z.object({
  op: z.enum(['put', 'get']),
  exp: z.coerce.number().int(),
  ct: z.string().max(200).optional(),
  g: z.string().uuid().optional(),
  sig: z.string().min(1).max(200),
});

/** The object's key: the rest of the path. */
const ZStorageParams = z.object({ '*': z.string() });
const LINK_ERRORS = ['URL_INVALID', 'URL_EXPIRED'] as const;

/** Signed upload and download links of the local object store (`/storage/{key}?op&exp&ct&g&sig`). */
export const storageApi = {
  upload: defineRoute({
    method: 'PUT',
    path: '/storage/*',
    summary: 'Upload through a signed URL of the local object store',
    tags: ['storage'],
    auth: 'signature',
    params: ZStorageParams,
    query: ZStorageSignedQuery,
    answer: z.object({ key: z.string(), size: z.number().int() }),
    errors: [...LINK_ERRORS, 'URL_USED', 'URL_REVOKED', 'OBJECT_EXISTS'],
  }),
  download: defineRoute({
    method: 'GET',
    path: '/storage/*',
    summary: 'Download through a signed URL of the local object store',
    tags: ['storage'],
    auth: 'signature',
    params: ZStorageParams,
    query: ZStorageSignedQuery,
    produces: 'application/octet-stream',
    errors: [...LINK_ERRORS, 'NOT_FOUND'],
  }),
} as const;
