import { centavosToReais, reaisToCentavos, TRANSACTION_STATUS } from '@placar/contract';
import type { Kysely } from 'kysely';
import type { Platform } from '../../../platform/context';
import { getUserIdentity } from '../../account';
import { playerRestriction } from '../../responsible-gaming';
import { accounts, publishBalanceChanges, type TransferResult, transfer } from '../../wallet';
import { claimWebhookReceipt, inPaymentsTransaction, paymentsDb } from '../payments.repository';
import { pixProvider } from '../provider';
import type { PixWebhookBody } from '../provider/pix-provider';
import {
  cancelPendingCharges,
  findDepositByTxid,
  lockDeposit,
  markReceiptRefunded,
  receiptOutcome,
  refundReasonOf,
  setReceiptOutcomeRaw,
  updateDeposit,
} from './deposits.repository';

export type ReceivedPix = NonNullable<PixWebhookBody['pix']>[number];
export type ReceiveOutcome = 'credited' | 'refunded' | 'duplicate';

/** Why money paid in for a bettor who may not play now is returned (pt-BR, shown and e-mailed). */
const RESTRICTED_REASON = {
  selfExclusion: 'Conta em autoexclusão: depósitos não são aceitos e o valor foi devolvido ao pagador.',
  break: 'Conta em pausa de jogo responsável: depósitos não são aceitos e o valor foi devolvido ao pagador.',
  internalBlock: 'Conta bloqueada: depósitos não são aceitos e o valor foi devolvido ao pagador.',
} as const;
const ACCOUNT_STATUS_RESTRICTION = {
  SelfExcluded: 'selfExclusion',
  Break: 'break',
  InternalBlocked: 'internalBlock',
} as const;

/** The devolução's id at the PSP: one per received Pix, so a retried refund is the same refund. */
export const refundIdOf = (endToEndId: string) => `D${endToEndId}`.slice(0, 35);

/**
 * A Pix received for a charge (webhook item). Exactly once per endToEndId, in one transaction: the
 * receipt row (unique endToEndId), the ledger transfer Pix clearing → the bettor's wallet (idempotency key
 * `pix-in:{endToEndId}`) and the deposit's status. A Pix from another CPF than the bettor's, for another
 * amount, for an expired, cancelled or already paid charge, or for no charge at all is refunded to the
 * payer.
 *
 * Responsible gaming (SPA/MF Portaria 1.231/2024: a bettor in a pause or self-exclusion may not bet;
 * the money is theirs): a Pix that arrives while the bettor is paused, self-excluded or blocked (a
 * charge opened before, paid after) never enters the betting wallet. It is returned to the payer by
 * the PSP's devolução (the payer is the bettor: only their own CPF's Pix is accepted), the charge ends
 * refunded (status 5) with the reason, and the bettor is told by e-mail. The charges still open when the
 * restriction starts are cancelled then (cancelOpenCharges); this check covers a Pix already on its way.
 *
 * The refund is asked of the PSP after the commit, with an id fixed per Pix; the receipt reads
 * 'refund_pending' until the PSP took it, so a webhook delivered again (after a failed refund) asks
 * again, and moves nothing else.
 */
export async function receivePix(platform: Platform, pix: ReceivedPix): Promise<ReceiveOutcome> {
  const db = paymentsDb(platform.db);
  const amount = reaisToCentavos(Number(pix.valor));
  const deposit = await findDepositByTxid(db, pix.txid);
  const owner = deposit ? await getUserIdentity(platform, deposit.user_id) : undefined;
  const payerCpf = pix.pagador.cpf.replace(/\D/g, '');

  let credited: TransferResult | undefined;
  let refund: string | undefined;
  let refundPending = false;
  const outcome = await inPaymentsTransaction(platform.db, async (trx): Promise<ReceiveOutcome> => {
    if (!(await claimWebhookReceipt(trx, pix.endToEndId, 'pix'))) {
      const prior = await receiptOutcome(trx, pix.endToEndId);
      refundPending = prior?.outcome === 'refund_pending';
      return 'duplicate';
    }

    const d = deposit ? await lockDeposit(trx, deposit.id) : undefined;
    const paidAt = new Date(pix.horario);
    const restriction = d
      ? ((await playerRestriction(platform, d.user_id, trx as unknown as Kysely<object>)) ??
        (owner && owner.status in ACCOUNT_STATUS_RESTRICTION
          ? ACCOUNT_STATUS_RESTRICTION[owner.status as keyof typeof ACCOUNT_STATUS_RESTRICTION]
          : null))
      : null;
    // a charge open when the restriction started was cancelled then (-2): still the restriction's refund
    const refundable =
      d &&
      (d.status === TRANSACTION_STATUS.PENDING ||
        (restriction !== null && d.status === TRANSACTION_STATUS.CANCELLED));
    refund = !d
      ? 'Pix recebido sem cobrança correspondente.'
      : !refundable
        ? 'Cobrança já paga ou encerrada.'
        : paidAt > new Date(d.expires_at)
          ? 'Cobrança expirada.'
          : amount !== d.amount
            ? 'Valor diferente do valor da cobrança.'
            : !owner?.cpf || owner.cpf !== payerCpf
              ? 'Pix pago por um CPF diferente do CPF do titular da conta.'
              : restriction
                ? RESTRICTED_REASON[restriction]
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
      await updateDeposit(trx, d.id, {
        status: TRANSACTION_STATUS.SUCCESSFUL,
        end_to_end_id: pix.endToEndId,
        payer_cpf: payerCpf,
        payer_name: pix.pagador.nome,
        paid_at: paidAt,
        updated_at: new Date(),
      });
    } else if (d && refundable) {
      await updateDeposit(trx, d.id, {
        status: TRANSACTION_STATUS.SUCCESSFUL_REFUND,
        end_to_end_id: pix.endToEndId,
        payer_cpf: payerCpf,
        payer_name: pix.pagador.nome,
        refund_reason: refund ?? null,
        updated_at: new Date(),
      });
      if (restriction && owner?.email)
        await platform.mailer.send(
          {
            to: owner.email,
            subject: 'Seu depósito Pix foi devolvido',
            text: [
              `Recebemos um Pix de R$ ${centavosToReais(amount).toFixed(2).replace('.', ',')} para a sua conta Placar.`,
              refund,
              'A devolução é feita pelo seu banco, na mesma conta de origem, em instantes.',
            ].join('\n\n'),
            tags: ['payments', 'deposit-refunded'],
          },
          trx as unknown as Kysely<object>,
        );
    }
    const result = credited ? 'credited' : 'refunded';
    refundPending = result === 'refunded';
    await setReceiptOutcomeRaw(trx, pix.endToEndId, refundPending ? 'refund_pending' : result);
    return result;
  });

  if (credited) {
    publishBalanceChanges(platform, credited);
    platform.bus.publish(`payments.deposit.${deposit!.user_id}`, {
      transactionId: deposit!.id,
      status: TRANSACTION_STATUS.SUCCESSFUL,
    });
  }
  if (refundPending) {
    const reason =
      refund ??
      (deposit ? ((await refundReasonOf(db, pix.endToEndId)) ?? undefined) : undefined) ??
      'Devolução de Pix recebido.';
    await pixProvider(platform).refund({
      endToEndId: pix.endToEndId,
      refundId: refundIdOf(pix.endToEndId),
      amount,
      reason,
    });
    await markReceiptRefunded(db, pix.endToEndId);
    if (deposit && outcome === 'refunded')
      platform.bus.publish(`payments.deposit.${deposit.user_id}`, {
        transactionId: deposit.id,
        status: TRANSACTION_STATUS.SUCCESSFUL_REFUND,
      });
  }
  return outcome;
}

/**
 * A pause, self-exclusion or block starts (responsible gaming's onPlayerRestricted): the bettor's charges
 * still waiting for payment are cancelled (status -2, 'Cancelado'), so the app stops offering their QR
 * codes; a Pix paid for one anyway is refunded by receivePix. (The PixProvider interface has no call
 * to withdraw the cob at the PSP, PATCH /cob/{txid} status REMOVIDA_PELO_USUARIO_RECEBEDOR; until it
 * has, the refund is what guarantees the money comes back.)
 */
export async function cancelOpenCharges(platform: Platform, userId: number): Promise<number> {
  return cancelPendingCharges(
    paymentsDb(platform.db),
    userId,
    'Cobrança cancelada: a conta entrou em pausa, autoexclusão ou bloqueio.',
  );
}
