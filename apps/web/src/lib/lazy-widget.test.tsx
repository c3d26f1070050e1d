import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { lazyWidget } from './lazy-widget';

function memoryStore(): Storage {
  const m = new Map<string, string>();
  return {
    getItem: (k) => m.get(k) ?? null,
    setItem: (k, v) => void m.set(k, v),
    removeItem: (k) => void m.delete(k),
    clear: () => m.clear(),
    key: () => null,
    get length() {
      return m.size;
    },
  };
}

const Greeting = ({ name }: { name: string }) => <p>Olá, {name}</p>;

describe('lazyWidget', () => {
  it('loads the module on first render only, then renders the named component with its props', async () => {
    const load = vi.fn(async () => ({ Greeting }));
    const Widget = lazyWidget(load, 'Greeting');
    expect(load).not.toHaveBeenCalled();
    await act(async () => {
      render(<Widget name="Ana" />);
    });
    expect(await screen.findByText('Olá, Ana')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('reloads once when the chunk is gone, and renders nothing meanwhile', async () => {
    const reload = vi.fn();
    const Widget = lazyWidget(
      async (): Promise<{ Greeting: typeof Greeting }> => {
        throw new TypeError('Failed to fetch dynamically imported module: /assets/x.js');
      },
      'Greeting',
      { store: memoryStore(), reload, now: 1 },
    );
    let container!: HTMLElement;
    await act(async () => {
      container = render(<Widget name="Ana" />).container;
    });
    expect(reload).toHaveBeenCalledTimes(1);
    expect(container.textContent).toBe('');
  });
});
