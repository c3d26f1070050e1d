import { sql } from 'kysely';
import type { Db } from '../db/database';

export type Mail = { to: string; subject: string; text: string; html?: string; tags?: string[] };

export type OutboxRow = {
  id: number;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string | null;
  tags: string[];
  created_at: Date;
  sent_at: Date | null;
};

/**
 * Every e-mail is written to the outbox table (in the caller's transaction when one is given);
 * the SMTP sender (smtp-sender.ts) delivers it when SMTP_URL is set, the dev mailbox shows it otherwise.
 */
export class Mailer {
  constructor(private readonly db: Db) {}

  async send(mail: Mail, trx: Db = this.db) {
    const row = await sql<{ id: number }>`
      insert into mail_outbox (to_address, subject, text_body, html_body, tags)
      values (${mail.to}, ${mail.subject}, ${mail.text}, ${mail.html ?? null}, ${mail.tags ?? []})
      returning id`.execute(trx);
    return row.rows[0]!.id;
  }

  /** Newest first; for the dev mailbox and tests. */
  async list(to?: string, limit = 50): Promise<OutboxRow[]> {
    const rows = await sql<OutboxRow>`
      select * from mail_outbox
      where ${to ? sql`lower(to_address) = lower(${to})` : sql`true`}
      order by id desc limit ${limit}`.execute(this.db);
    return rows.rows;
  }

  async byId(id: number): Promise<OutboxRow | undefined> {
    const rows = await sql<OutboxRow>`select * from mail_outbox where id = ${id}`.execute(this.db);
    return rows.rows[0];
  }
}
