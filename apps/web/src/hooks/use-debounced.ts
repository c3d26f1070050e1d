import { useEffect, useState } from 'react';

/**
 * The value once it has stood still for `ms`: one call for a run of keystrokes or taps (search as
 * you type, the casino lobby's search, the bet builder's price).
 */
export function useDebounced<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const t = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(t);
  }, [value, ms]);
  return settled;
}
