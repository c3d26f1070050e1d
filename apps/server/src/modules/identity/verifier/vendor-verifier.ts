import { IDENTITY_STATUS, type TIdentityStatus } from '@placar/contract';
import { z } from 'zod';
import type { DocumentVerdict, FaceVerdict, IdentityVerifier } from './verifier';

const ZVendorDocument = z.object({
  result: z.enum(['approved', 'rejected', 'manual_review', 'duplicate']),
  extractedCpf: z
    .string()
    .regex(/^\d{11}$/)
    .nullable()
    .optional(),
  reason: z.string().optional(),
});
const ZVendorLiveness = z.object({
  result: z.enum(['live', 'spoof', 'bot', 'mismatch', 'duplicate', 'manual_review']),
  faceTemplateId: z.string().min(1),
  reason: z.string().optional(),
});

const LIVENESS_STATUS: Record<z.infer<typeof ZVendorLiveness>['result'], TIdentityStatus> = {
  live: IDENTITY_STATUS.UNIQUE,
  spoof: IDENTITY_STATUS.PHOTO,
  bot: IDENTITY_STATUS.BOT_REJECTED,
  mismatch: IDENTITY_STATUS.REJECTED,
  duplicate: IDENTITY_STATUS.DUPLICATED,
  manual_review: IDENTITY_STATUS.IN_PROCESS,
};

/**
 * The adapter shape of a real KYC vendor: two JSON calls with a bearer API key, `POST {base}/documents`
 * and `POST {base}/liveness`, files in base64. A vendor with another API gets its own file beside this
 * one; the module only sees `IdentityVerifier`. Answers are validated; a vendor failure is an error
 * (the upload is then refused as Generic and nothing is kept).
 */
export function vendorVerifier(opts: {
  baseUrl: string;
  apiKey: string;
  fetch?: typeof fetch;
}): IdentityVerifier {
  const doFetch = opts.fetch ?? fetch;
  async function call<T>(path: string, body: unknown, schema: z.ZodType<T>): Promise<T> {
    const res = await doFetch(new URL(path, opts.baseUrl), {
      method: 'POST',
      headers: { authorization: `Bearer ${opts.apiKey}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(30_000),
    });
    if (!res.ok) throw new Error(`KYC vendor ${path} answered ${res.status}`);
    return schema.parse(await res.json());
  }
  return {
    name: 'vendor',
    async verifyDocument(doc): Promise<DocumentVerdict> {
      const r = await call(
        '/documents',
        {
          reference: `user-${doc.userId}`,
          documentType: doc.documentType === 2 ? 'proof_of_address' : 'national_id',
          side: doc.documentType === 3 ? 'back' : 'front',
          fileName: doc.fileName,
          contentType: doc.contentType,
          contentBase64: Buffer.from(doc.bytes).toString('base64'),
          expectedCpf: doc.accountCpf,
        },
        ZVendorDocument,
      );
      const documentCpf = r.extractedCpf ?? null;
      if (r.result === 'approved') return { decision: 'approved', documentCpf };
      if (r.result === 'manual_review') return { decision: 'pending', documentCpf };
      return { decision: r.result, reason: r.reason ?? 'Reprovado pelo provedor.', documentCpf };
    },
    async verifyFace({ userId, steps, frames }): Promise<FaceVerdict> {
      const r = await call(
        '/liveness',
        {
          reference: `user-${userId}`,
          challenge: steps,
          frames: frames.map((f) => ({
            step: f.step,
            contentType: f.contentType,
            contentBase64: Buffer.from(f.bytes).toString('base64'),
          })),
        },
        ZVendorLiveness,
      );
      return { faceStatus: LIVENESS_STATUS[r.result], faceHash: r.faceTemplateId, reason: r.reason ?? null };
    },
  };
}
