import type { Insertable } from 'kysely';
import type { DocumentStatusValue, IdentityDocumentRow } from '../identity.tables';
import type { IdentityDb } from '../profile.repository';

export type StoredDocument = {
  id: number;
  userId: number;
  documentType: number;
  fileName: string;
  objectKey: string;
  contentType: string;
  fileExtension: string;
  sizeBytes: number;
  /** SHA-256 (hex) of the stored object, taken when it was saved. */
  sha256: string;
  status: Exclude<DocumentStatusValue, 'superseded'>;
  rejectionReason: string | null;
  createdAt: Date;
};

type Row = Omit<IdentityDocumentRow, 'id' | 'status' | 'created_at'> & {
  id: number;
  status: DocumentStatusValue;
  created_at: Date;
};

const toDocument = (r: Row): StoredDocument => ({
  id: Number(r.id),
  userId: Number(r.user_id),
  documentType: r.document_type,
  fileName: r.file_name,
  objectKey: r.object_key,
  contentType: r.content_type,
  fileExtension: r.file_extension,
  sizeBytes: r.size_bytes,
  sha256: r.sha256.trim(),
  status: r.status as StoredDocument['status'],
  rejectionReason: r.rejection_reason,
  createdAt: new Date(r.created_at),
});

/** Records a document; the older ones of its type are superseded in the same transaction. */
export async function insertDocument(
  db: IdentityDb,
  doc: Insertable<IdentityDocumentRow>,
): Promise<{ document: StoredDocument; supersededKeys: string[] }> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('identity_documents')
      .values(doc)
      .returningAll()
      .executeTakeFirstOrThrow();
    const superseded = await trx
      .updateTable('identity_documents')
      .set({ status: 'superseded' })
      .where('user_id', '=', doc.user_id)
      .where('document_type', '=', doc.document_type)
      .where('status', '<>', 'superseded')
      .where('id', '<>', row.id)
      .returning('object_key')
      .execute();
    return { document: toDocument(row as Row), supersededKeys: superseded.map((s) => s.object_key) };
  });
}

/** The current document of each type (newest not superseded). */
export async function currentDocuments(db: IdentityDb, userId: number): Promise<StoredDocument[]> {
  const rows = await db
    .selectFrom('identity_documents')
    .selectAll()
    .where('user_id', '=', userId)
    .where('status', '<>', 'superseded')
    .orderBy('id', 'desc')
    .execute();
  const seen = new Set<number>();
  const out: StoredDocument[] = [];
  for (const r of rows) {
    if (seen.has(r.document_type)) continue;
    seen.add(r.document_type);
    out.push(toDocument(r as Row));
  }
  return out.sort((a, b) => a.documentType - b.documentType);
}

export async function findDocument(db: IdentityDb, id: number): Promise<StoredDocument | undefined> {
  const r = await db.selectFrom('identity_documents').selectAll().where('id', '=', id).executeTakeFirst();
  return r ? toDocument(r as Row) : undefined;
}

export async function decideDocument(
  db: IdentityDb,
  id: number,
  decision: { status: 'approved' | 'rejected'; by: string; reviewerId: number | null; reason: string | null },
) {
  await db
    .updateTable('identity_documents')
    .set({
      status: decision.status,
      decided_by: decision.by,
      reviewer_id: decision.reviewerId,
      rejection_reason: decision.status === 'rejected' ? decision.reason : null,
      decided_at: new Date(),
    })
    .where('id', '=', id)
    .where('status', '<>', 'superseded')
    .execute();
}
