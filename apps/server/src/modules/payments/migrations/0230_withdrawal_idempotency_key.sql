-- The bettor's retry key of BeginWithdrawal (header Idempotency-Key): a double submit or a retry
-- after a lost answer finds the withdrawal it already made instead of reserving the amount again.
alter table pix_withdrawals add column idempotency_key text;
create unique index pix_withdrawals_idempotency on pix_withdrawals (user_id, idempotency_key)
  where idempotency_key is not null;
