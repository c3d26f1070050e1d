import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/platform';
import { mailboxModule } from './index';

describe('dev mailbox', () => {
  let sut: TestApp;
  beforeAll(async () => {
    sut = await createTestApp({ modules: [mailboxModule], env: { DEV_MAILBOX: 'true' } });
    await sut.platform.mailer.send({ to: 'Ana@Example.com', subject: 'Primeira', text: 'um' });
    await sut.platform.mailer.send({
      to: 'bruno@example.com',
      subject: 'Código <PIN>',
      text: 'Seu código é 4321',
      html: '<p>Seu código é <b>4321</b></p>',
    });
    await sut.platform.mailer.send({ to: 'ana@example.com', subject: 'Segunda', text: 'dois' });
  });
  afterAll(() => sut.close());

  it('lists messages as JSON, newest first, filtered by recipient without regard to case', async () => {
    const all = await sut.app.inject({ url: '/dev/mailbox/messages' });
    expect(all.statusCode).toBe(200);
    expect(all.json().data.map((m: { subject: string }) => m.subject)).toEqual([
      'Segunda',
      'Código <PIN>',
      'Primeira',
    ]);
    const ana = await sut.app.inject({ url: '/dev/mailbox/messages?to=ana@example.com' });
    const data = ana.json().data as { to: string; subject: string; text: string; createdAt: string }[];
    expect(data.map((m) => m.subject)).toEqual(['Segunda', 'Primeira']);
    expect(data[0]).toMatchObject({ to: 'ana@example.com', text: 'dois', html: null });
    expect(Number.isNaN(Date.parse(data[0]!.createdAt))).toBe(false);
  });

  it('refuses a malformed recipient with a 400 naming the field', async () => {
    const res = await sut.app.inject({ url: '/dev/mailbox/messages?to=nao-e-email' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toContain("'destinatário'");
  });

  it('renders the page with escaped subjects and shows one message with its sandboxed HTML', async () => {
    const page = await sut.app.inject({ url: '/dev/mailbox' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('Caixa de e-mails de desenvolvimento');
    expect(page.body).toContain('Código &lt;PIN&gt;');
    expect(page.body).not.toContain('<script');
    const id = (await sut.app.inject({ url: '/dev/mailbox/messages?to=bruno@example.com' })).json().data[0]
      .id;
    const one = await sut.app.inject({ url: `/dev/mailbox?id=${id}` });
    expect(one.body).toContain('Seu código é 4321');
    expect(one.body).toContain(`/dev/mailbox/messages/${id}/html`);
    const html = await sut.app.inject({ url: `/dev/mailbox/messages/${id}/html` });
    expect(html.body).toBe('<p>Seu código é <b>4321</b></p>');
    expect(html.headers['content-security-policy']).toMatch(/^sandbox/);
    expect((await sut.app.inject({ url: '/dev/mailbox?id=999999' })).statusCode).toBe(404);
  });

  it('answers only clients on this machine (the socket address, not X-Forwarded-For)', async () => {
    for (const url of ['/dev/mailbox', '/dev/mailbox/messages', '/dev/mailbox/messages/1/html']) {
      const remote = await sut.app.inject({ url, remoteAddress: '203.0.113.9' });
      expect(remote.statusCode, url).toBe(403);
      expect(remote.json().error.message).toContain('DEV_MAILBOX_ALLOW_REMOTE');
      const forged = await sut.app.inject({
        url,
        remoteAddress: '203.0.113.9',
        headers: { 'x-forwarded-for': '127.0.0.1' },
      });
      expect(forged.statusCode, url).toBe(403);
    }
    for (const remoteAddress of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
      expect((await sut.app.inject({ url: '/dev/mailbox/messages', remoteAddress })).statusCode).toBe(200);
    }
  });

  it('answers other addresses too when DEV_MAILBOX_ALLOW_REMOTE is set', async () => {
    const open = await createTestApp({
      modules: [mailboxModule],
      env: { DEV_MAILBOX: 'true', DEV_MAILBOX_ALLOW_REMOTE: 'true' },
    });
    try {
      const res = await open.app.inject({ url: '/dev/mailbox/messages', remoteAddress: '203.0.113.9' });
      expect(res.statusCode).toBe(200);
    } finally {
      await open.close();
    }
  });

  it('is absent when the dev mailbox is off', async () => {
    const off = await createTestApp({ modules: [mailboxModule], env: { DEV_MAILBOX: 'false' } });
    try {
      expect((await off.app.inject({ url: '/dev/mailbox/messages' })).statusCode).toBe(404);
    } finally {
      await off.close();
    }
  });
});
