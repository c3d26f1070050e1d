import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WhenNear } from './WhenNear';

type Callback = (entries: Array<{ isIntersecting: boolean }>) => void;
let observers: Array<{ cb: Callback; options: IntersectionObserverInit | undefined; disconnected: boolean }> =
  [];

class FakeObserver {
  record: (typeof observers)[number];
  constructor(cb: Callback, options?: IntersectionObserverInit) {
    this.record = { cb, options, disconnected: false };
    observers.push(this.record);
  }
  observe() {}
  disconnect() {
    this.record.disconnected = true;
  }
}

afterEach(() => {
  observers = [];
  vi.unstubAllGlobals();
});

describe('WhenNear', () => {
  it('shows the placeholder until its place nears the viewport, then the content for good', () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    render(
      <WhenNear placeholder={<p>esqueleto</p>} margin="300px">
        <p>lista</p>
      </WhenNear>,
    );
    expect(screen.getByText('esqueleto')).toBeTruthy();
    expect(screen.queryByText('lista')).toBeNull();
    expect(observers[0]?.options?.rootMargin).toBe('300px');
    act(() => observers[0]?.cb([{ isIntersecting: false }]));
    expect(screen.queryByText('lista')).toBeNull();
    act(() => observers[0]?.cb([{ isIntersecting: true }]));
    expect(screen.getByText('lista')).toBeTruthy();
    expect(observers[0]?.disconnected).toBe(true);
  });

  it('renders at once where IntersectionObserver does not exist', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(
      <WhenNear placeholder={<p>esqueleto</p>}>
        <p>lista</p>
      </WhenNear>,
    );
    expect(screen.getByText('lista')).toBeTruthy();
  });
});
