import { useSyncExternalStore } from 'react';

function useMinWidth(px: number): boolean {
  const query = `(min-width: ${px}px)`;
  return useSyncExternalStore(
    (onChange) => {
      const mq = window.matchMedia?.(query);
      mq?.addEventListener('change', onChange);
      return () => mq?.removeEventListener('change', onChange);
    },
    () => window.matchMedia?.(query).matches ?? false,
    () => false,
  );
}

/** Wide screens (1024 px and up) show more market columns per row, and the sports list. */
export function useWide(): boolean {
  return useMinWidth(1024);
}
