import { sql } from 'kysely';
import nodemailer from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestPlatform } from '../../testing/platform';
import type { Platform } from '../context';
import { type MailTransport, SmtpSender } from './smtp-sender';

const silent = { info() {}, warn() {}, error() {} };

type Row = { id: number; sent_at: Date | null; attempts: number; last_error: string | null };
const rowOf = async (p: Platform, id: number) =>
  (await sql<Row>`select id, sent_at, attempts, last_error from mail_outbox where id = ${id}`.execute(p.db))
    .rows[0]!;

describe('SmtpSender', () => {
  let platform: Platform;
  beforeAll(async () => {
    platform = await createTestPlatform();
  });
  afterAll(() => platform.close());

  it('delivers due messages through the transport and marks them sent', async () => {
    const json = nodemailer.createTransport({ jsonTransport: true });
    const delivered: string[] = [];
    const transport: MailTransport = {
      async sendMail(mail) {
        const info = (await json.sendMail(mail)) as { message: string };
        delivered.push(info.message);
      },
    };
    const id = await platform.mailer.send({
      to: 'maria@example.com',
      subject: 'Seu código',
      text: 'Código 123456',
      html: '<p>Código <b>123456</b></p>',
    });
    const sut = new SmtpSender(platform.db, transport, { from: 'Placar <n@placar.test>', log: silent });
    expect(await sut.deliverDue()).toBe(1);
    const message = JSON.parse(delivered[0]!) as { subject: string; to: { address: string }[]; html: string };
    expect(message.subject).toBe('Seu código');
    expect(message.to[0]!.address).toBe('maria@example.com');
    expect(message.html).toContain('<b>123456</b>');
    const row = await rowOf(platform, id);
    expect(row.sent_at).not.toBeNull();
    expect(row.attempts).toBe(1);
    expect(await sut.deliverDue()).toBe(0);
  });

  it('keeps a failed message with attempts and last_error, and retries it once due', async () => {
    let fail = true;
    const sent: string[] = [];
    const transport: MailTransport = {
      async sendMail(mail) {
        if (fail) throw new Error('421 servidor ocupado');
        sent.push(mail.to);
      },
    };
    const id = await platform.mailer.send({ to: 'joao@example.com', subject: 'Oi', text: 'Olá' });
    const sut = new SmtpSender(platform.db, transport, { from: 'n@placar.test', log: silent });
    expect(await sut.deliverDue()).toBe(0);
    let row = await rowOf(platform, id);
    expect(row).toMatchObject({ sent_at: null, attempts: 1, last_error: '421 servidor ocupado' });

    // Not due yet (back-off): nothing is tried.
    fail = false;
    expect(await sut.deliverDue()).toBe(0);
    expect(sent).toEqual([]);

    await sql`update mail_outbox set next_attempt_at = now() where id = ${id}`.execute(platform.db);
    expect(await sut.deliverDue()).toBe(1);
    row = await rowOf(platform, id);
    expect(row).toMatchObject({ attempts: 2, last_error: null });
    expect(row.sent_at).not.toBeNull();
    expect(sent).toEqual(['joao@example.com']);
  });

  it('stops trying after maxAttempts', async () => {
    const transport: MailTransport = {
      async sendMail() {
        throw new Error('550 caixa inexistente');
      },
    };
    const id = await platform.mailer.send({ to: 'x@example.com', subject: 'A', text: 'B' });
    const sut = new SmtpSender(platform.db, transport, {
      from: 'n@placar.test',
      log: silent,
      maxAttempts: 2,
    });
    for (let i = 0; i < 3; i++) {
      await sut.deliverDue();
      await sql`update mail_outbox set next_attempt_at = now() where id = ${id}`.execute(platform.db);
    }
    expect((await rowOf(platform, id)).attempts).toBe(2);
  });
});
