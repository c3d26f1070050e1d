import { useEffect, useState } from 'react';

const callbacks = new WeakMap<Element, (on: boolean) => void>();
let shared: IntersectionObserver | null = null;

function observer(): IntersectionObserver {
  shared ??= new IntersectionObserver((entries) => {
    for (const e of entries) callbacks.get(e.target)?.(e.isIntersecting);
  });
  return shared;
}

/**
 * Whether `el` is on screen (one IntersectionObserver for every caller). True until the observer says
 * otherwise, and where there is no IntersectionObserver: something unseen may work a little for
 * nothing, never something seen stay still.
 */
export function useOnScreen(el: Element | null): boolean {
  const [on, setOn] = useState(true);
  useEffect(() => {
    if (!el || typeof IntersectionObserver === 'undefined') return;
    const o = observer();
    callbacks.set(el, setOn);
    o.observe(el);
    return () => {
      o.unobserve(el);
      callbacks.delete(el);
    };
  }, [el]);
  return on;
}

/** Tests: forget the shared observer (a new fake one is installed per test). */
export function resetOnScreenObserver() {
  shared = null;
}
