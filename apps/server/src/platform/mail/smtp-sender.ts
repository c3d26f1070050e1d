import { sql } from 'kysely';
import nodemailer from 'nodemailer';
import type { Logger } from 'pino';
import type { Db } from '../db/database';
import { startWorkerLoop, type WorkerLoop } from '../worker-loop';
import type { OutboxRow } from './mailer';

/** The part of a nodemailer transport the sender uses (tests pass nodemailer's JSON transport). */
export type MailTransport = {
  sendMail(mail: {
    from: string;
    to: string;
    subject: string;
    text: string;
    html?: string;
  }): Promise<unknown>;
  close?(): void;
};

export type SmtpSenderOptions = {
  from: string;
  log: Pick<Logger, 'info' | 'warn' | 'error'>;
  /** How often the loop looks for due messages. */
  intervalMs?: number;
  batchSize?: number;
  /** After this many failed attempts a message stays unsent (last_error says why). */
  maxAttempts?: number;
};

const BASE_BACKOFF_S = 30;
const MAX_BACKOFF_S = 3_600;

/**
 * Delivers the mail outbox over SMTP (SMTP_URL). Each round claims due rows with
 * `for update skip locked`, so several nodes can run the loop without sending a message twice;
 * a failure increments `attempts`, keeps `last_error` and schedules a retry with exponential back-off.
 */
export class SmtpSender {
  #loop: WorkerLoop | undefined;
  readonly #o: Required<Omit<SmtpSenderOptions, 'log' | 'from'>> & Pick<SmtpSenderOptions, 'log' | 'from'>;

  constructor(
    private readonly db: Db,
    private readonly transport: MailTransport,
    options: SmtpSenderOptions,
  ) {
    this.#o = { intervalMs: 5_000, batchSize: 20, maxAttempts: 8, ...options };
  }

  static fromUrl(db: Db, smtpUrl: string, options: SmtpSenderOptions) {
    return new SmtpSender(db, nodemailer.createTransport(smtpUrl), options);
  }

  /** Sends every message due now; answers how many were delivered. */
  async deliverDue(): Promise<number> {
    const claimed = await this.db.transaction().execute(async (trx) => {
      const rows = await sql<OutboxRow & { attempts: number }>`
        select * from mail_outbox
        where sent_at is null and next_attempt_at <= now() and attempts < ${this.#o.maxAttempts}
        order by next_attempt_at, id
        limit ${this.#o.batchSize}
        for update skip locked`.execute(trx);
      if (rows.rows.length === 0) return [];
      // Lease the rows for 2 minutes: another node skips them while this one sends.
      const ids = rows.rows.map((r) => r.id);
      await sql`update mail_outbox set next_attempt_at = now() + interval '2 minutes'
        where id in (${sql.join(ids)})`.execute(trx);
      return rows.rows;
    });
    let sent = 0;
    for (const row of claimed) {
      try {
        await this.transport.sendMail({
          from: this.#o.from,
          to: row.to_address,
          subject: row.subject,
          text: row.text_body,
          ...(row.html_body ? { html: row.html_body } : {}),
        });
        await sql`update mail_outbox set sent_at = now(), attempts = attempts + 1, last_error = null
          where id = ${row.id}`.execute(this.db);
        sent += 1;
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        const backoff = Math.min(MAX_BACKOFF_S, BASE_BACKOFF_S * 2 ** row.attempts);
        await sql`update mail_outbox
          set attempts = attempts + 1, last_error = ${message.slice(0, 1000)},
              next_attempt_at = now() + make_interval(secs => ${backoff})
          where id = ${row.id}`.execute(this.db);
        this.#o.log.warn({ mailId: row.id, attempt: row.attempts + 1, err: message }, 'e-mail not sent');
      }
    }
    return sent;
  }

  /** Starts the background loop: one round at a time, backing off while rounds fail (a database outage). */
  start() {
    if (this.#loop) return;
    this.#loop = startWorkerLoop({
      name: 'mail outbox',
      intervalMs: this.#o.intervalMs,
      log: this.#o.log,
      run: () => this.deliverDue(),
    });
  }

  async stop() {
    await this.#loop?.stop();
    this.#loop = undefined;
    this.transport.close?.();
  }
}
