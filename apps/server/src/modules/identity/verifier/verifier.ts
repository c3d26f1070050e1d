import type { TDocumentType, TIdentityStatus } from '@placar/contract';

/** A document that passed the file checks, handed to the verifier. */
export type DocumentToVerify = {
  userId: number;
  documentType: TDocumentType;
  fileName: string;
  contentType: string;
  bytes: Uint8Array;
  /** The CPF of the account (the verifier compares it with the one it reads on the document). */
  accountCpf: string | null;
};

export type DocumentVerdict =
  /** approved or rejected now; pending waits for a person (the admin calls decide). */
  | { decision: 'approved' | 'pending'; documentCpf: string | null }
  | { decision: 'rejected'; reason: string; documentCpf: string | null }
  /** The document belongs to another account (same CPF): the duplicate-account error. */
  | { decision: 'duplicate'; reason: string; documentCpf: string | null };

export type FaceFrame = { step: string; fileName: string; contentType: string; bytes: Uint8Array };

export type FaceVerdict = {
  /** UNIQUE 1 passed; IN_PROCESS -1 waits for a person; otherwise the reason it failed. */
  faceStatus: TIdentityStatus;
  /** The face template id: the same face gives the same hash, to find duplicate accounts. */
  faceHash: string;
  reason: string | null;
};

/**
 * A KYC provider. The embedded default is the sandbox verifier (sandbox-verifier.ts), steered by
 * file names; vendor-verifier.ts is the shape of a real vendor's adapter (HTTP, with its own keys).
 * The module's own file checks (extension, magic bytes, size, dimensions, hash) run before either.
 */
export interface IdentityVerifier {
  readonly name: string;
  verifyDocument(doc: DocumentToVerify): Promise<DocumentVerdict>;
  verifyFace(input: { userId: number; steps: string[]; frames: FaceFrame[] }): Promise<FaceVerdict>;
}
