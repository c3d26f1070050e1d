-- Baseline of the identity module (issue 18): the versioned migrations 0600..0600 squashed, their
-- tables, indexes, constraints, types and seed rows in their original order. SQL functions
-- live in ../sql/<function>.sql, applied after every versioned migration.

-- from 0600_identity.sql
-- Identity verification (seed 000 sections 3-5): documents, face checks, full validation.

-- One row per account that started verification. identity_status and face_status use the identity
-- status codes (IN_PROCESS -1, REJECTED -2, INVALID -3, VALIDATION_REQUIRED 0, UNIQUE 1, DUPLICATED 2,
-- PHOTO 3, BOT_REJECTED 5). document_cpf is the CPF the verifier read from the identity document.
create table identity_profiles (
  user_id bigint primary key,
  identity_status smallint not null default 0,
  face_status smallint not null default 0,
  face_hash text,
  document_cpf char(11),
  status_reason text,
  fully_validated_at timestamptz,
  registration_conversion_at timestamptz,
  updated_at timestamptz not null default now()
);
create index identity_profiles_face_hash on identity_profiles (face_hash) where face_hash is not null;
create index identity_profiles_document_cpf on identity_profiles (document_cpf) where document_cpf is not null;

-- Uploaded documents; the current one of a type is the newest that is not superseded.
-- status: pending (waiting for a decision), approved, rejected, superseded (replaced by a newer upload).
create table identity_documents (
  id bigserial primary key,
  user_id bigint not null,
  document_type smallint not null check (document_type in (1, 2, 3)),
  file_name text not null,
  object_key text not null unique,
  content_type text not null,
  file_extension text not null,
  size_bytes integer not null check (size_bytes > 0),
  sha256 char(64) not null,
  width integer,
  height integer,
  status text not null default 'pending' check (status in ('pending', 'approved', 'rejected', 'superseded')),
  decided_by text,
  reviewer_id bigint,
  rejection_reason text,
  created_at timestamptz not null default now(),
  decided_at timestamptz
);
create index identity_documents_user on identity_documents (user_id, document_type, id desc);

-- Face checks (selfie frames answering a liveness challenge).
create table identity_face_checks (
  id bigserial primary key,
  user_id bigint not null,
  challenge_id uuid not null unique,
  source text not null check (source in ('camera', 'upload')),
  steps text[] not null,
  frame_keys text[] not null,
  face_status smallint not null,
  face_hash text not null,
  reason text,
  created_at timestamptz not null default now()
);
create index identity_face_checks_user on identity_face_checks (user_id, id desc);
