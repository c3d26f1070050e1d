import { z } from 'zod';
import { defineRoute } from './route';

// Not exported from the contract's index: only the sandbox pages (left out of a production build)
// import this file, so a production server bundle holds none of these paths.

const ZSandboxTxid = z.object({ txid: z.string().regex(/^[A-Za-z0-9]{1,35}$/) });
/** The sandbox pages' HTML forms (application/x-www-form-urlencoded), read field by field. */
const ZSandboxForm = z.record(z.string(), z.string());
const sandboxPage = { tags: ['sandbox'], auth: 'public', hidden: true, produces: 'text/html' } as const;

/** The sandbox PSP's pages in embedded mode: the bettor's "bank app" and the sandbox DICT. */
export const paymentsSandboxApi = {
  payPage: defineRoute({
    ...sandboxPage,
    method: 'GET',
    path: '/sandbox/pix/pay/:txid',
    summary: 'Sandbox: the page that pays a Pix charge',
    params: ZSandboxTxid,
  }),
  pay: defineRoute({
    ...sandboxPage,
    method: 'POST',
    path: '/sandbox/pix/pay/:txid',
    summary: 'Sandbox: pay a Pix charge from the bettor’s CPF or another',
    params: ZSandboxTxid,
    body: ZSandboxForm,
  }),
  dictPage: defineRoute({
    ...sandboxPage,
    method: 'GET',
    path: '/sandbox/pix/dict',
    summary: 'Sandbox: the DICT page where Pix keys get an owner',
  }),
  registerKey: defineRoute({
    ...sandboxPage,
    method: 'POST',
    path: '/sandbox/pix/dict',
    summary: 'Sandbox: register a Pix key in the sandbox DICT',
    body: ZSandboxForm,
  }),
} as const;
