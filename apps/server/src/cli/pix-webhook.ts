// `npm run pix:webhook -- register | show`: registers at the PSP (API Pix PUT /webhook/{chave}) the URL
// where it notifies received Pix: PUBLIC_URL + /api/pix/webhook/psp/<PIX_WEBHOOK_TOKEN> (the PSP appends
// /pix), for the key PIX_MERCHANT_KEY, with the PIX_* settings of PIX_PROVIDER=bacen; or shows it.

import { paymentsConfig } from '../modules/payments/payments.config';
import { bacenOptionsFromConfig } from '../modules/payments/provider/bacen/bacen-pix-psp';
import { PspClient } from '../modules/payments/provider/bacen/psp-client';
import {
  pspWebhookUrl,
  registeredPixWebhook,
  registerPixWebhook,
} from '../modules/payments/provider/bacen/webhook-registration';

const mask = (url: string, token: string) => url.replace(encodeURIComponent(token), '<PIX_WEBHOOK_TOKEN>');

async function main() {
  const [command] = process.argv.slice(2);
  const cfg = paymentsConfig();
  if (cfg.PIX_PROVIDER !== 'bacen' || !cfg.PIX_WEBHOOK_TOKEN || !process.env.PUBLIC_URL)
    throw new Error('needs PIX_PROVIDER=bacen with its PIX_* settings, PIX_WEBHOOK_TOKEN and PUBLIC_URL');
  const options = bacenOptionsFromConfig(cfg);
  const client = new PspClient(options);
  try {
    if (command === 'register') {
      const url = pspWebhookUrl(process.env.PUBLIC_URL, cfg.PIX_WEBHOOK_TOKEN);
      await registerPixWebhook(client, options.apiUrl, options.merchantKey, url);
      console.log(`webhook of ${options.merchantKey}: ${mask(url, cfg.PIX_WEBHOOK_TOKEN)}`);
    } else if (command === 'show') {
      const url = await registeredPixWebhook(client, options.apiUrl, options.merchantKey);
      console.log(url ? mask(url, cfg.PIX_WEBHOOK_TOKEN) : 'no webhook registered');
    } else {
      console.error('usage: npm run pix:webhook -- register | show');
      process.exitCode = 2;
    }
  } finally {
    client.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
