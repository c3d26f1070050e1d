import type { Generated } from 'kysely';

/** Kysely view of the identity tables (migrations/0600_identity_baseline.sql). */
export type IdentityProfileRow = {
  user_id: number;
  identity_status: Generated<number>;
  face_status: Generated<number>;
  face_hash: string | null;
  document_cpf: string | null;
  status_reason: string | null;
  fully_validated_at: Date | null;
  registration_conversion_at: Date | null;
  updated_at: Generated<Date>;
};

export type DocumentStatusValue = 'pending' | 'approved' | 'rejected' | 'superseded';

export type IdentityDocumentRow = {
  id: Generated<number>;
  user_id: number;
  document_type: number;
  file_name: string;
  object_key: string;
  content_type: string;
  file_extension: string;
  size_bytes: number;
  sha256: string;
  width: number | null;
  height: number | null;
  status: Generated<DocumentStatusValue>;
  decided_by: string | null;
  reviewer_id: number | null;
  rejection_reason: string | null;
  created_at: Generated<Date>;
  decided_at: Date | null;
};

export type IdentityFaceCheckRow = {
  id: Generated<number>;
  user_id: number;
  challenge_id: string;
  source: 'camera' | 'upload';
  steps: string[];
  frame_keys: string[];
  face_status: number;
  face_hash: string;
  reason: string | null;
  created_at: Generated<Date>;
};

export type IdentityTables = {
  identity_profiles: IdentityProfileRow;
  identity_documents: IdentityDocumentRow;
  identity_face_checks: IdentityFaceCheckRow;
};
