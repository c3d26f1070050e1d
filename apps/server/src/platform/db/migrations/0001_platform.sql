-- Mail outbox: every e-mail the product sends is written here first; the dev mailbox reads it,
-- and the SMTP sender marks rows sent.
create table mail_outbox (
  id bigserial primary key,
  to_address text not null,
  subject text not null,
  text_body text not null,
  html_body text,
  tags text[] not null default '{}',
  created_at timestamptz not null default now(),
  sent_at timestamptz,
  attempts int not null default 0,
  last_error text
);
create index mail_outbox_to_idx on mail_outbox (lower(to_address), created_at desc);
create index mail_outbox_unsent_idx on mail_outbox (created_at) where sent_at is null;
