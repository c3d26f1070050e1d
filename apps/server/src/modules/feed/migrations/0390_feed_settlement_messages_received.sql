-- betting's settlement sweep reads the messages received lately (every 30 s on every node)
create index feed_settlement_messages_received on feed_settlement_messages (received_at);
