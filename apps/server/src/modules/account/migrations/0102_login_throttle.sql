-- Login throttling per client (device id, else address) and per e-mail: failed attempts are counted
-- from this table in a sliding window (modules/account/session/login-throttle.ts).
alter table login_attempts add column device_id text;
create index login_attempts_username_idx on login_attempts (lower(username), created_at desc) where not success;
create index login_attempts_ip_idx on login_attempts (ip, created_at desc) where not success;
