import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { StreamListener, StreamManager, StreamMessage } from './stream-manager';
import { useStream } from './use-stream';

function fakeManager() {
  const listeners: StreamListener[] = [];
  const stop = vi.fn();
  const subscribe = vi.fn((_topic: unknown, l: StreamListener) => {
    listeners.push(l);
    return stop;
  });
  return { manager: { subscribe } as unknown as StreamManager, subscribe, stop, listeners };
}

describe('useStream', () => {
  it('follows the topic while mounted, calling the latest handler', () => {
    const f = fakeManager();
    const got: string[] = [];
    const { rerender, unmount } = renderHook(
      ({ tag }: { tag: string }) =>
        useStream({ kind: 'match', id: 'sr:match:1' }, { onMessage: () => got.push(tag) }, () => f.manager),
      { initialProps: { tag: 'first' } },
    );
    rerender({ tag: 'second' });
    expect(f.subscribe).toHaveBeenCalledTimes(1);
    f.listeners[0]!.onMessage({} as StreamMessage);
    expect(got).toEqual(['second']);
    unmount();
    expect(f.stop).toHaveBeenCalledTimes(1);
  });

  it('follows nothing for a null topic and switches with the topic', () => {
    const f = fakeManager();
    const { rerender } = renderHook(
      ({ id }: { id: string | null }) =>
        useStream(id ? { kind: 'match', id } : null, { onMessage: () => {} }, () => f.manager),
      { initialProps: { id: null as string | null } },
    );
    expect(f.subscribe).not.toHaveBeenCalled();
    rerender({ id: 'a' });
    rerender({ id: 'b' });
    expect(f.subscribe).toHaveBeenCalledTimes(2);
    expect(f.stop).toHaveBeenCalledTimes(1);
  });
});
