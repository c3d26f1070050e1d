import { randomUUID } from 'node:crypto';
import { reaisToCentavos } from '@placar/contract';
import { sql } from 'kysely';
import type { Platform } from '../../../platform/context';
import { getUserIdentity } from '../../account';
import { accounts, publishBalanceChanges, type TransferResult, transfer } from '../../wallet';
import type { PaymentsTables } from '../payments.tables';
import { pixProvider } from '../provider';
import type { PixWebhookBody } from '../provider/pix-provider';

export type ReceivedPix = NonNullable<PixWebhookBody['pix']>[number];
export type ReceiveOutcome = 'credited' | 'refunded' | 'duplicate';

/**
 * A Pix received for a charge (webhook item). Exactly once per endToEndId, in one transaction: the
 * receipt row (unique endToEndId), the ledger transfer Pix clearing → the bettor's wallet (idempotency key
 * `pix-in:{endToEndId}`) and the deposit's status. A Pix from another CPF than the bettor's, for another
 * amount, for an expired or already paid charge, or for no charge at all is refunded to the payer.
 */
export async function receivePix(platform: Platform, pix: ReceivedPix): Promise<ReceiveOutcome> {
  const db = platform.db.withTables<PaymentsTables>();
  const amount = reaisToCentavos(Number(pix.valor));
  const deposit = await db
    .selectFrom('pix_deposits')
    .select(['id', 'user_id'])
    .where('txid', '=', pix.txid)
    .executeTakeFirst();
  const owner = deposit ? await getUserIdentity(platform, deposit.user_id) : undefined;
  const payerCpf = pix.pagador.cpf.replace(/\D/g, '');

  let credited: TransferResult | undefined;
  let refund: string | undefined;
  const outcome = await db.transaction().execute(async (trx): Promise<ReceiveOutcome> => {
    const receipt = await trx
      .insertInto('pix_webhook_receipts')
      .values({ end_to_end_id: pix.endToEndId, kind: 'pix', outcome: 'processing' })
      .onConflict((oc) => oc.doNothing())
      .returning('end_to_end_id')
      .executeTakeFirst();
    if (!receipt) return 'duplicate';

    const d = deposit
      ? await trx
          .selectFrom('pix_deposits')
          .selectAll()
          .where('id', '=', deposit.id)
          .forUpdate()
          .executeTakeFirst()
      : undefined;
    const paidAt = new Date(pix.horario);
    refund = !d
      ? 'Pix recebido sem cobrança correspondente.'
      : d.status !== 2
        ? 'Cobrança já paga ou encerrada.'
        : paidAt > new Date(d.expires_at)
          ? 'Cobrança expirada.'
          : amount !== d.amount
            ? 'Valor diferente do valor da cobrança.'
            : !owner?.cpf || owner.cpf !== payerCpf
              ? 'Pix pago por um CPF diferente do CPF do titular da conta.'
              : undefined;

    if (d && !refund) {
      credited = await transfer(
        platform,
        {
          idempotencyKey: `pix-in:${pix.endToEndId}`,
          kind: 'pix_deposit',
          userId: d.user_id,
          reference: `pix-deposit:${d.id}`,
          metadata: { txid: d.txid, endToEndId: pix.endToEndId },
          lines: [
            { account: accounts.pixClearing, amount: -amount },
            { account: accounts.real(d.user_id), amount },
          ],
        },
        { trx },
      );
      await trx
        .updateTable('pix_deposits')
        .set({
          status: 6,
          end_to_end_id: pix.endToEndId,
          payer_cpf: payerCpf,
          payer_name: pix.pagador.nome,
          paid_at: paidAt,
          updated_at: new Date(),
        })
        .where('id', '=', d.id)
        .execute();
    } else if (d && d.status === 2) {
      await trx
        .updateTable('pix_deposits')
        .set({
          status: 5,
          end_to_end_id: pix.endToEndId,
          payer_cpf: payerCpf,
          payer_name: pix.pagador.nome,
          refund_reason: refund ?? null,
          updated_at: new Date(),
        })
        .where('id', '=', d.id)
        .execute();
    }
    const result = credited ? 'credited' : 'refunded';
    await sql`update pix_webhook_receipts set outcome = ${result} where end_to_end_id = ${pix.endToEndId}`.execute(
      trx,
    );
    return result;
  });

  if (credited) {
    publishBalanceChanges(platform, credited);
    platform.bus.publish(`payments.deposit.${deposit!.user_id}`, { transactionId: deposit!.id, status: 6 });
  }
  if (outcome === 'refunded') {
    await pixProvider(platform).refund({
      endToEndId: pix.endToEndId,
      refundId: randomUUID(),
      amount,
      reason: refund!,
    });
    if (deposit)
      platform.bus.publish(`payments.deposit.${deposit.user_id}`, { transactionId: deposit.id, status: 5 });
  }
  return outcome;
}
