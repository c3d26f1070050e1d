import { type PspClient, PspError, problemOf } from './psp-client';

const join = (base: string, path: string) => `${base.replace(/\/+$/, '')}${path}`;

/** The webhook URL the operator registers: the PSP posts received Pix to it + `/pix`. */
export const pspWebhookUrl = (publicUrl: string, token: string) =>
  join(publicUrl, `/api/pix/webhook/psp/${encodeURIComponent(token)}`);

/** PUT /webhook/{chave} (API Pix, scope webhook.write): the PSP notifies Pix received on the key there. */
export async function registerPixWebhook(
  client: PspClient,
  apiUrl: string,
  chave: string,
  webhookUrl: string,
) {
  const res = await client.call(
    'PUT /webhook',
    'PUT',
    join(apiUrl, `/webhook/${encodeURIComponent(chave)}`),
    {
      webhookUrl,
    },
  );
  if (res.status < 200 || res.status > 204)
    throw new PspError('PUT /webhook', res.status, problemOf(res.body));
}

/** GET /webhook/{chave} (scope webhook.read): the URL registered for the key, or null. */
export async function registeredPixWebhook(client: PspClient, apiUrl: string, chave: string) {
  const res = await client.call('GET /webhook', 'GET', join(apiUrl, `/webhook/${encodeURIComponent(chave)}`));
  if (res.status === 404) return null;
  if (res.status !== 200) throw new PspError('GET /webhook', res.status, problemOf(res.body));
  const url = (res.body as { webhookUrl?: unknown } | undefined)?.webhookUrl;
  return typeof url === 'string' ? url : null;
}
