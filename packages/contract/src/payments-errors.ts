import type { ErrorDef } from './errors';

/**
 * Error codes of deposits, withdrawals, Pix keys and the PSP's webhooks, with their statuses and pt-BR
 * messages. A limit's message names its amount where it is thrown (`O depósito mínimo é R$ 1,00.`).
 */
export const PAYMENTS_ERRORS = {
  CPF_REQUIRED: { status: 422, message: 'Complete seu cadastro com o CPF para usar o Pix.' },
  DEPOSIT_BELOW_MINIMUM: { status: 422, message: 'O valor está abaixo do depósito mínimo.' },
  DEPOSIT_ABOVE_LIMIT: { status: 422, message: 'O valor está acima do depósito máximo.' },
  WITHDRAWAL_BELOW_MINIMUM: { status: 422, message: 'O valor está abaixo do saque mínimo.' },
  PIX_KEY_NOT_FOUND: { status: 422, message: 'Esta chave Pix não está cadastrada em nenhum banco.' },
  PIX_KEY_NOT_OWNED: { status: 422, message: 'A chave Pix precisa estar no seu CPF.' },
  PIX_CHARGE_REFUSED: {
    status: 422,
    message: 'O provedor Pix recusou esta cobrança. Tente novamente mais tarde ou com outro valor.',
  },
  PIX_PROVIDER_UNAVAILABLE: {
    status: 503,
    message: 'O Pix está indisponível no momento. Tente novamente em alguns minutos.',
  },
  INVALID_SIGNATURE: { status: 401, message: 'Assinatura do webhook inválida.' },
} as const satisfies Record<string, ErrorDef>;
