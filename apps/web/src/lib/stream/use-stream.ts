import { streamPath, type TStreamTopic } from '@placar/contract/stream-constants';
import { useEffect, useRef } from 'react';
import { getStreams } from './browser';
import type { StreamListener, StreamManager } from './stream-manager';

/**
 * Follows a stream topic while the component is mounted (null: nothing). Handlers may change on
 * every render; the connection only changes with the topic.
 */
export function useStream(
  topic: TStreamTopic | null,
  listener: StreamListener,
  manager: () => StreamManager = getStreams,
) {
  const latest = useRef(listener);
  latest.current = listener;
  const path = topic ? streamPath(topic) : null;
  const topicRef = useRef(topic);
  topicRef.current = topic;
  const managerRef = useRef(manager);
  managerRef.current = manager;
  useEffect(() => {
    const current = topicRef.current;
    if (!path || !current) return;
    return managerRef.current().subscribe(current, {
      onMessage: (m) => latest.current.onMessage(m),
      onResync: () => latest.current.onResync?.(),
      onStatus: (s) => latest.current.onStatus?.(s),
    });
  }, [path]);
}
