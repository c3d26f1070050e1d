import type { TStreamTopic } from '@placar/contract';
import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { type StreamStatus, useStream } from '../../../lib/stream';
import { writeStreamMessage } from '../cache/stream-writer';

/**
 * Follows a topic of the stream gate through the app's one stream manager and writes what arrives
 * into the query cache. When the gate cannot replay a gap, the screen's queries are refetched.
 * Answers the connection status (for the "reconnecting" mark).
 */
export function useLiveStream(topic: TStreamTopic | null, resyncKeys: QueryKey[]): StreamStatus | null {
  const client = useQueryClient();
  const [status, setStatus] = useState<StreamStatus | null>(null);
  useStream(topic, {
    onMessage: (m) => writeStreamMessage(client, m),
    onResync: () => {
      for (const queryKey of resyncKeys) void client.invalidateQueries({ queryKey });
    },
    onStatus: setStatus,
  });
  return topic ? status : null;
}
