import type { Generated } from 'kysely';

/** Kysely view of the payments tables (migrations/0210_payments_baseline.sql). */
export type PixDepositRow = {
  id: Generated<number>;
  user_id: number;
  provider_id: number;
  txid: string;
  amount: number;
  status: Generated<number>;
  br_code: string;
  expires_at: Date;
  end_to_end_id: string | null;
  payer_cpf: string | null;
  payer_name: string | null;
  paid_at: Date | null;
  refund_reason: string | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
};

export type PixKeyRow = {
  id: Generated<number>;
  user_id: number;
  key_type: 'CPF' | 'EMAIL' | 'PHONE' | 'EVP';
  key: string;
  owner_cpf: string;
  owner_name: string;
  bank_name: string;
  is_default: Generated<boolean>;
  is_active: Generated<boolean>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
};

export type PixWithdrawalRow = {
  id: Generated<number>;
  user_id: number;
  pix_key_id: number;
  key_type: string;
  key: string;
  amount: number;
  status: number;
  payout_id: string;
  end_to_end_id: string | null;
  reason: string | null;
  decided_by: number | null;
  paid_at: Date | null;
  /** The bettor's Idempotency-Key of BeginWithdrawal (migration 0230). */
  idempotency_key: Generated<string | null>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
};

export type PaymentsTables = {
  pix_deposits: PixDepositRow;
  pix_deposits_view: PixDepositRow & { effective_status: number };
  pix_keys: PixKeyRow;
  pix_withdrawals: PixWithdrawalRow;
  pix_webhook_receipts: {
    end_to_end_id: string;
    kind: string;
    outcome: string;
    received_at: Generated<Date>;
  };
};
