import { PAYMENT_METHOD } from '@placar/contract';

type PaymentMethod = (typeof PAYMENT_METHOD)[keyof typeof PAYMENT_METHOD];

/** The payment method labels of seed 000 section 3, in Portuguese. */
export const PAYMENT_METHOD_LABEL_PT: Record<PaymentMethod, string> = {
  [PAYMENT_METHOD.card]: 'Cartão',
  [PAYMENT_METHOD.spei]: 'SPEI',
  [PAYMENT_METHOD.bonus]: 'Bônus',
  [PAYMENT_METHOD.oxxo]: 'OXXO',
  [PAYMENT_METHOD.refund]: 'Reembolso',
  [PAYMENT_METHOD.prize]: 'Prêmio',
  [PAYMENT_METHOD.pix]: 'Pix',
  [PAYMENT_METHOD.bonus2]: 'Bônus',
  [PAYMENT_METHOD.tupay]: 'TuPay',
  [PAYMENT_METHOD.cashback]: 'Cashback',
  [PAYMENT_METHOD.pagoEfectivo]: 'PagoEfectivo',
};

/** The label of a transaction's payment method; an unknown code reads 'Outro'. */
export function paymentMethodLabel(code: number): string {
  return (PAYMENT_METHOD_LABEL_PT as Record<number, string | undefined>)[code] ?? 'Outro';
}
