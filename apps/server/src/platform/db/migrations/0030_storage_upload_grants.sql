-- Upload grants of the local object store (platform/storage): one row per signed PUT URL, in the
-- database so every node sees it. A grant is used by its first successful upload and revoked when the
-- owner saves (identity documents): a second PUT, or a PUT after the save, is refused.
create table storage_upload_grants (
  id uuid primary key,
  object_key text not null,
  content_type text not null,
  expires_at timestamptz not null,
  created_at timestamptz not null default now(),
  used_at timestamptz,
  revoked_at timestamptz
);
create index storage_upload_grants_open on storage_upload_grants (object_key)
  where used_at is null and revoked_at is null;
create index storage_upload_grants_expires on storage_upload_grants (expires_at);
