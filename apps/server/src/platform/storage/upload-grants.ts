import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../db/database';

/** Where a signed upload URL stands: `open` may be used once; the others are refused. */
export type UploadGrantState = 'open' | 'used' | 'revoked' | 'expired' | 'unknown';

/**
 * The single-use grants behind the local store's signed PUT URLs, kept in the database so they hold
 * across nodes (storage_upload_grants, platform migration 0030).
 */
export class UploadGrants {
  constructor(private readonly db: Db) {}

  async create(key: string, contentType: string, expiresAt: Date): Promise<string> {
    const id = randomUUID();
    await sql`
      insert into storage_upload_grants (id, object_key, content_type, expires_at)
      values (${id}, ${key}, ${contentType}, ${expiresAt})`.execute(this.db);
    // grants a day past their expiry are of no use to anyone
    await sql`delete from storage_upload_grants where expires_at < now() - interval '1 day'`.execute(this.db);
    return id;
  }

  async state(id: string, key: string): Promise<UploadGrantState> {
    const { rows } = await sql<{ used: boolean; revoked: boolean; expired: boolean }>`
      select used_at is not null as used, revoked_at is not null as revoked, expires_at <= now() as expired
      from storage_upload_grants where id = ${id} and object_key = ${key}`.execute(this.db);
    const g = rows[0];
    if (!g) return 'unknown';
    return g.used ? 'used' : g.revoked ? 'revoked' : g.expired ? 'expired' : 'open';
  }

  /** Takes the grant for one upload: `open` when this call took it, else why not (one winner). */
  async claim(id: string, key: string): Promise<UploadGrantState> {
    const { rows } = await sql<{ id: string }>`
      update storage_upload_grants set used_at = now()
      where id = ${id} and object_key = ${key}
        and used_at is null and revoked_at is null and expires_at > now()
      returning id`.execute(this.db);
    if (rows.length > 0) return 'open';
    const after = await this.state(id, key);
    return after === 'open' ? 'unknown' : after;
  }

  /** Gives a claimed grant back when its upload could not be stored (the client may try again). */
  async release(id: string) {
    await sql`update storage_upload_grants set used_at = null where id = ${id}`.execute(this.db);
  }

  /** Ends every unused grant of the keys under a prefix (e.g. a user's documents, at save). */
  async revokeOpen(prefix: string): Promise<number> {
    const pattern = `${prefix.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const { rows } = await sql<{ id: string }>`
      update storage_upload_grants set revoked_at = now()
      where object_key like ${pattern} and used_at is null and revoked_at is null
      returning id`.execute(this.db);
    return rows.length;
  }
}
