import type { TPixWebhookBody } from '@placar/contract';
import type { Platform } from '../../platform/context';
import { invalidField } from '../../platform/errors';
import { receivePix } from './deposits/receive-pix';
import { pixProvider } from './provider';
import { settlePayout } from './withdrawals/settle-payout';

/** The gateway sends idEnvio without a UUID's dashes (API Pix ids are letters and digits): put them back. */
function payoutIdOf(idEnvio: string) {
  const m = /^([0-9a-f]{8})([0-9a-f]{4})([0-9a-f]{4})([0-9a-f]{4})([0-9a-f]{12})$/i.exec(idEnvio);
  return m ? m.slice(1).join('-').toLowerCase() : idEnvio;
}

/**
 * Applies an authenticated PSP webhook: credits or refunds each received Pix, settles each payout.
 * A real provider's received Pix are not taken from the body: each endToEndId is read back from the PSP
 * (GET /pix/{e2eid}) and that record is applied. Each item is applied once per endToEndId. Answers how
 * many items were applied.
 */
export async function receiveWebhook(platform: Platform, body: TPixWebhookBody): Promise<number> {
  const provider = pixProvider(platform);
  const items = body.pix ?? [];
  if (!provider.confirmReceivedPix) {
    // The sandbox reports the payer itself: every item must carry it (checked before any is applied).
    items.forEach((item, i) => {
      if (!item.txid) throw invalidField(`pix.${i}.txid`, 'obrigatório.');
      if (!item.pagador) throw invalidField(`pix.${i}.pagador`, 'obrigatório.');
    });
  }
  let received = 0;
  for (const item of items) {
    const pix = provider.confirmReceivedPix
      ? await provider.confirmReceivedPix(item)
      : { ...item, txid: item.txid!, pagador: item.pagador! };
    if (!pix) {
      platform.log.warn({ endToEndId: item.endToEndId }, 'pix webhook: the PSP has no such Pix');
      continue;
    }
    await receivePix(platform, pix);
    received += 1;
  }
  for (const payout of body.pagamentos ?? []) {
    await settlePayout(platform, { ...payout, idEnvio: payoutIdOf(payout.idEnvio) });
    received += 1;
  }
  return received;
}
