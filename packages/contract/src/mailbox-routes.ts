import { z } from 'zod';
import { defineRoute } from './route';

/** One e-mail of the outbox as the dev mailbox answers it. */
export const ZMailboxMessage = z.object({
  id: z.number().int(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string().nullable(),
  createdAt: z.string(),
});
export type TMailboxMessage = z.infer<typeof ZMailboxMessage>;

const ZTo = z.email('e-mail inválido').optional();

/** The dev mailbox (embedded mode only, config.DEV_MAILBOX): the outbox as JSON for tests and as pages. */
export const mailboxApi = {
  messages: defineRoute({
    method: 'GET',
    path: '/dev/mailbox/messages',
    summary: 'Dev mailbox: messages of the outbox, newest first (embedded mode only)',
    tags: ['dev'],
    auth: 'public',
    query: z.object({ to: ZTo, limit: z.coerce.number().int().min(1).max(200).default(50) }),
    answer: z.array(ZMailboxMessage),
  }),
  page: defineRoute({
    method: 'GET',
    path: '/dev/mailbox',
    summary: 'Dev mailbox page (embedded mode only)',
    tags: ['dev'],
    auth: 'public',
    query: z.object({ to: ZTo, id: z.coerce.number().int().positive().optional() }),
    produces: 'text/html',
    errors: ['NOT_FOUND'],
  }),
  // The HTML body, shown in a sandboxed frame; left out of the description as it was.
  messageHtml: defineRoute({
    method: 'GET',
    path: '/dev/mailbox/messages/:id/html',
    summary: "Dev mailbox: a message's HTML body, sandboxed",
    tags: ['dev'],
    auth: 'public',
    params: z.object({ id: z.coerce.number().int().positive() }),
    produces: 'text/html',
    hidden: true,
    errors: ['NOT_FOUND'],
  }),
} as const;
