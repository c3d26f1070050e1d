import { z } from 'zod';
import { ZPositiveReais } from './common';
import { DEFAULT_PIX_PROVIDER_ID, PIX_PROVIDERS } from './payments-constants';

/**
 * Pix calls of seed 000 (section 7, payments API) and the payloads the seeds leave "not shown".
 * Amounts are reais on the wire, refused with more than 2 decimal places.
 */

export * from './payments-constants';

export const ZBeginDepositRequest = z.object({
  amount: ZPositiveReais,
  providerId: z
    .number({ error: 'deve ser um número' })
    .int('deve ser inteiro')
    .refine((v) => PIX_PROVIDERS.some((p) => p.id === v), { message: 'provedor Pix desconhecido' })
    .default(DEFAULT_PIX_PROVIDER_ID),
});
export type TBeginDepositRequest = z.input<typeof ZBeginDepositRequest>;

export const ZPixDeposit = z.object({
  transactionId: z.number().int(),
  amount: z.number(),
  /** Transaction status (seed 000 section 3): 2 pending, 6 paid, -2 expired, 5 refunded, -6 error. */
  status: z.number().int(),
  statusLabel: z.string(),
  txid: z.string(),
  /** The BR Code "copia e cola" (EMV payload). */
  brCode: z.string(),
  /** The BR Code as a PNG data URL. */
  qrCodeImage: z.string(),
  expiresAt: z.string(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  /** In embedded mode, the sandbox page standing in for the bettor's bank app. */
  sandboxPayUrl: z.string().nullable(),
});
export type TPixDeposit = z.infer<typeof ZPixDeposit>;

export const ZDepositLimits = z.object({
  min: z.number(),
  max: z.number(),
  presets: z.array(z.number()),
  /** The Pix maintenance flag (or every provider's) is on: no new deposits. */
  inMaintenance: z.boolean(),
  maintenanceMessage: z.string().nullable(),
});
export type TDepositLimits = z.infer<typeof ZDepositLimits>;

export const ZLastDepositDetail = z
  .object({
    amount: z.number(),
    transactionId: z.number().int(),
    status: z.number().int(),
    createdAt: z.string(),
  })
  .nullable();
export type TLastDepositDetail = z.infer<typeof ZLastDepositDetail>;

/** Withdrawal payment status (seed 000 section 3), a different enum from the transaction statuses. */
export const WITHDRAWAL_STATUS = {
  Error: -6,
  PaymentError: -4,
  Rejected: -2,
  Created: 0,
  PendingApproval: 1,
  Pending: 2,
  Successful: 6,
} as const;
export type TWithdrawalStatus = (typeof WITHDRAWAL_STATUS)[keyof typeof WITHDRAWAL_STATUS];

export const WITHDRAWAL_STATUS_LABEL_PT: Record<TWithdrawalStatus, string> = {
  [-6]: 'Erro',
  [-4]: 'Pagamento com erro',
  [-2]: 'Rejeitado',
  0: 'Criado',
  1: 'Em análise',
  2: 'Em progresso',
  6: 'Pago',
};

export const ZBeginWithdrawalRequest = z.object({
  amount: ZPositiveReais,
  pixKeyId: z.number({ error: 'escolha uma chave Pix' }).int().positive(),
});
export type TBeginWithdrawalRequest = z.infer<typeof ZBeginWithdrawalRequest>;

export const ZWithdrawal = z.object({
  id: z.number().int(),
  amount: z.number(),
  status: z.number().int(),
  statusLabel: z.string(),
  pixKeyType: z.string(),
  pixKey: z.string(),
  endToEndId: z.string().nullable(),
  reason: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TWithdrawal = z.infer<typeof ZWithdrawal>;

/** GET /api/pix/Transaction/{id}: a deposit (type 1) or a withdrawal (type 2) of the bettor. */
export const ZPixTransaction = z.discriminatedUnion('transactionTypeWallet', [
  z.object({ transactionTypeWallet: z.literal(1), deposit: ZPixDeposit }),
  z.object({ transactionTypeWallet: z.literal(2), withdrawal: ZWithdrawal }),
]);
export type TPixTransaction = z.infer<typeof ZPixTransaction>;

export const ZWithdrawalDecision = z.object({ reason: z.string().trim().max(200).optional() });

/** Pix key types of the DICT. */
export const PIX_KEY_TYPES = ['CPF', 'EMAIL', 'PHONE', 'EVP'] as const;
export type TPixKeyType = (typeof PIX_KEY_TYPES)[number];
export const PIX_KEY_TYPE_LABEL_PT: Record<TPixKeyType, string> = {
  CPF: 'CPF',
  EMAIL: 'E-mail',
  PHONE: 'Celular',
  EVP: 'Chave aleatória',
};

/** A CPF with valid check digits (dots and dash allowed), answered as 11 digits. */
export function isValidCpf(value: string): boolean {
  const d = value.replace(/\D/g, '');
  if (d.length !== 11 || /^(\d)\1{10}$/.test(d)) return false;
  const digit = (len: number) => {
    let sum = 0;
    for (let i = 0; i < len; i++) sum += Number(d[i]) * (len + 1 - i);
    const r = (sum * 10) % 11;
    return r === 10 ? 0 : r;
  };
  return digit(9) === Number(d[9]) && digit(10) === Number(d[10]);
}

/** Normalises a key as the DICT stores it; answers null when it is not a valid key of that type. */
export function normalizePixKey(type: TPixKeyType, raw: string): string | null {
  const v = raw.trim();
  switch (type) {
    case 'CPF': {
      if (!/^[\d.\- ]+$/.test(v) || !isValidCpf(v)) return null;
      return v.replace(/\D/g, '');
    }
    case 'EMAIL': {
      const e = v.toLowerCase();
      return e.length <= 77 && /^[a-z0-9._%+-]+@[a-z0-9.-]+\.[a-z]{2,}$/.test(e) ? e : null;
    }
    case 'PHONE': {
      const digits = v.replace(/[\s()+-]/g, '');
      const national = digits.startsWith('55') && digits.length >= 12 ? digits.slice(2) : digits;
      // DDD (11-99, no zero) + mobile number starting with 9 (9 digits)
      return /^[1-9][1-9]9\d{8}$/.test(national) ? `+55${national}` : null;
    }
    case 'EVP': {
      const k = v.toLowerCase();
      return /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/.test(k) ? k : null;
    }
  }
}

const PIX_KEY_ERROR: Record<TPixKeyType, string> = {
  CPF: 'CPF inválido',
  EMAIL: 'e-mail inválido',
  PHONE: 'celular inválido: use DDD + número, ex. (11) 98765-4321',
  EVP: 'chave aleatória inválida (formato UUID)',
};

const ZPixKeyFields = z
  .object({
    keyType: z.enum(PIX_KEY_TYPES, { error: 'tipo de chave deve ser CPF, EMAIL, PHONE ou EVP' }),
    key: z.string({ error: 'informe a chave' }).trim().min(1, 'informe a chave').max(100),
    isDefault: z.boolean().optional(),
  })
  .superRefine((v, ctx) => {
    if (normalizePixKey(v.keyType, v.key) === null)
      ctx.addIssue({ code: 'custom', path: ['key'], message: PIX_KEY_ERROR[v.keyType] });
  });

export const ZCreatePixKeyRequest = ZPixKeyFields;
export type TCreatePixKeyRequest = z.infer<typeof ZCreatePixKeyRequest>;
export const ZUpdatePixKeyRequest = z.intersection(
  z.object({ id: z.number({ error: 'informe o id' }).int().positive() }),
  ZPixKeyFields,
);
export type TUpdatePixKeyRequest = z.infer<typeof ZUpdatePixKeyRequest>;
export const ZPatchPixKeyRequest = z
  .object({ isActive: z.boolean().optional(), isDefault: z.boolean().optional() })
  .refine((v) => v.isActive !== undefined || v.isDefault !== undefined, {
    message: 'informe isActive ou isDefault',
  });
export type TPatchPixKeyRequest = z.infer<typeof ZPatchPixKeyRequest>;

export const ZPixKey = z.object({
  id: z.number().int(),
  keyType: z.enum(PIX_KEY_TYPES),
  key: z.string(),
  ownerName: z.string(),
  /** Masked as the DICT shows it: ***.456.789-** */
  ownerCpfMasked: z.string(),
  bankName: z.string(),
  isDefault: z.boolean(),
  isActive: z.boolean(),
  createdAt: z.string(),
});
export type TPixKey = z.infer<typeof ZPixKey>;

export function maskCpf(cpf: string): string {
  const d = cpf.replace(/\D/g, '');
  return `***.${d.slice(3, 6)}.${d.slice(6, 9)}-**`;
}

/** A Pix account as the wallet BankAccounts calls send it: a new key, or with `id` the key it replaces. */
export const ZBankAccountRequest = z.intersection(
  z.object({ id: z.number({ error: 'informe o id' }).int().positive().optional() }),
  ZCreatePixKeyRequest,
);

/** Staff's list of withdrawals: one status (a number beyond the column's smallint reached the database: a 500). */
export const ZAdminWithdrawalsQuery = z.object({
  status: z.coerce
    .number()
    .int()
    .refine((v) => (Object.values(WITHDRAWAL_STATUS) as number[]).includes(v), 'status de saque desconhecido')
    .default(WITHDRAWAL_STATUS.PendingApproval),
});
export const ZAdminWithdrawal = ZWithdrawal.extend({ userId: z.number().int() });

const ZValor = z.string().regex(/^\d{1,12}\.\d{2}$/, 'valor no formato 0.00');
const ZEndToEndId = z.string().regex(/^[A-Za-z0-9]{32}$/, 'endToEndId de 32 caracteres');

/** The PSP's webhook: Pix received (API Pix `Pix` items) and payout results. */
export const ZPixWebhookBody = z.object({
  pix: z
    .array(
      z.object({
        endToEndId: ZEndToEndId,
        // The API Pix `Pix` item: a Pix to the key without a charge has no txid, and the standard item
        // names no payer (the sandbox sends one; a real PSP's Pix is read back from GET /pix/{e2eid}).
        txid: z
          .string()
          .regex(/^[A-Za-z0-9]{1,35}$/)
          .optional(),
        valor: ZValor,
        horario: z.iso.datetime({ offset: true }),
        pagador: z.object({ cpf: z.string().regex(/^\d{11}$/), nome: z.string().max(200) }).optional(),
      }),
    )
    .max(100)
    .optional(),
  pagamentos: z
    .array(
      z.object({
        idEnvio: z.string().min(1).max(64),
        endToEndId: ZEndToEndId,
        valor: ZValor,
        horario: z.iso.datetime({ offset: true }),
        status: z.enum(['REALIZADO', 'NAO_REALIZADO']),
        motivo: z.string().max(300).optional(),
      }),
    )
    .max(100)
    .optional(),
});
export type TPixWebhookBody = z.infer<typeof ZPixWebhookBody>;
export const ZPixWebhookAnswer = z.object({ received: z.number().int() });
