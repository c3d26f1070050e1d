import { mailboxApi } from '@placar/contract';
import type { Platform } from '../../platform/context';
import { forbidden, notFound } from '../../platform/errors';
import { route } from '../../platform/http/route';
import type { App } from '../../platform/module';
import { renderMailbox } from './mailbox.page';

/**
 * The dev mailbox (embedded mode only, config.DEV_MAILBOX): every e-mail of the outbox, newest first,
 * as a page for people and as JSON for tests.
 */
export async function mailboxRoutes(app: App, platform: Platform) {
  if (!platform.config.DEV_MAILBOX) return;

  // Every e-mail (PINs, reset links) is readable here without a login: by default only from this
  // machine. The socket's own address decides, never X-Forwarded-For (a client writes that header).
  if (!platform.config.DEV_MAILBOX_ALLOW_REMOTE) {
    app.addHook('onRequest', async (request) => {
      if (!isLoopback(request.socket.remoteAddress))
        throw forbidden(
          'A caixa de e-mails de desenvolvimento só atende este computador (DEV_MAILBOX_ALLOW_REMOTE libera outros endereços).',
        );
    });
  }

  route(app, mailboxApi.messages, {}, async (request) => {
    const rows = await platform.mailer.list(request.query.to, request.query.limit);
    return {
      data: rows.map((r) => ({
        id: r.id,
        to: r.to_address,
        subject: r.subject,
        text: r.text_body,
        html: r.html_body,
        createdAt: r.created_at.toISOString(),
      })),
    };
  });

  route(app, mailboxApi.page, {}, async (request, reply) => {
    const { to, id } = request.query;
    const messages = await platform.mailer.list(to, 100);
    const selected = id === undefined ? undefined : ((await platform.mailer.byId(id)) ?? undefined);
    if (id !== undefined && !selected) throw notFound('Mensagem');
    reply.header('cache-control', 'no-store').type('text/html; charset=utf-8');
    return renderMailbox(messages, { selected, to });
  });

  // The HTML body, shown in a sandboxed frame: a message's markup never runs in the page's origin.
  route(app, mailboxApi.messageHtml, {}, async (request, reply) => {
    const row = await platform.mailer.byId(request.params.id);
    if (!row?.html_body) throw notFound('Mensagem');
    reply
      .header('cache-control', 'no-store')
      .header(
        'content-security-policy',
        "sandbox; default-src 'none'; img-src data: https:; style-src 'unsafe-inline'",
      )
      .type('text/html; charset=utf-8');
    return row.html_body;
  });
}

/** 127.0.0.0/8 and ::1, also as IPv4-mapped IPv6 addresses. */
export function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  const v4 = address.startsWith('::ffff:') ? address.slice(7) : address;
  return v4.startsWith('127.') || address === '::1';
}
