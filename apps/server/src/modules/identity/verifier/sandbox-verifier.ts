import { IDENTITY_STATUS } from '@placar/contract';
import { sha256Hex } from '../files/file-checks';
import type { DocumentVerdict, FaceVerdict, IdentityVerifier } from './verifier';

/**
 * The embedded KYC provider. It decides by words in the (normalised) file names, so a tester steers
 * it without tools; anything else gets `defaultDecision` (IDENTITY_SANDBOX_DECISION, approve).
 *
 * Documents: `duplicad` → duplicate account; `reprov` → rejected; `revisao` → pending (an admin
 * decides); eleven digits in the name → the CPF read from the document (else the account's CPF).
 * Face: frames must be distinct (identical frames are a still photo: PHOTO 3); `duplicad` → DUPLICATED,
 * `reprov` → REJECTED, `revisao` → IN_PROCESS; `rosto-<word>` names the face, so two accounts sending
 * `rosto-ana` share a face hash (the module then finds the duplicate). Otherwise the face hash is the
 * SHA-256 of the first frame.
 */
export function sandboxVerifier(
  defaultDecision: 'approve' | 'pending' | 'reject' = 'approve',
): IdentityVerifier {
  return {
    name: 'sandbox',
    async verifyDocument(doc): Promise<DocumentVerdict> {
      const name = doc.fileName;
      const documentCpf = name.match(/\d{11}/)?.[0] ?? doc.accountCpf;
      if (/duplicad|duplicate/.test(name))
        return {
          decision: 'duplicate',
          reason: 'Documento já usado por outra conta (sandbox).',
          documentCpf,
        };
      if (/reprov|reject/.test(name))
        return { decision: 'rejected', reason: 'Documento ilegível ou adulterado (sandbox).', documentCpf };
      if (/revisao|review/.test(name)) return { decision: 'pending', documentCpf };
      if (defaultDecision === 'reject')
        return {
          decision: 'rejected',
          reason: 'Documento reprovado pela configuração do sandbox.',
          documentCpf,
        };
      return { decision: defaultDecision === 'pending' ? 'pending' : 'approved', documentCpf };
    },
    async verifyFace({ frames }): Promise<FaceVerdict> {
      const names = frames.map((f) => f.fileName.toLowerCase()).join(' ');
      const hashes = frames.map((f) => sha256Hex(f.bytes));
      const named = names.match(/rosto-([a-z0-9]+)/)?.[1];
      const faceHash = named ? `sandbox-face-${named}` : (hashes[0] ?? '');
      if (new Set(hashes).size < hashes.length)
        return {
          faceStatus: IDENTITY_STATUS.PHOTO,
          faceHash,
          reason: 'Quadros idênticos: parece uma foto, não uma pessoa diante da câmera.',
        };
      if (/duplicad|duplicate/.test(names))
        return {
          faceStatus: IDENTITY_STATUS.DUPLICATED,
          faceHash,
          reason: 'Rosto de outra conta (sandbox).',
        };
      if (/reprov|reject/.test(names))
        return { faceStatus: IDENTITY_STATUS.REJECTED, faceHash, reason: 'Rosto não confere (sandbox).' };
      if (/revisao|review/.test(names))
        return { faceStatus: IDENTITY_STATUS.IN_PROCESS, faceHash, reason: null };
      return { faceStatus: IDENTITY_STATUS.UNIQUE, faceHash, reason: null };
    },
  };
}
