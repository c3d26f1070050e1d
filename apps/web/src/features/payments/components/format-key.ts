import type { TPixKeyType } from '@placar/contract';

/** A Pix key as people read it: CPF 529.982.247-25, phone (11) 98765-4321; e-mail and random keys as they are. */
export function formatPixKey(type: TPixKeyType | string, key: string): string {
  if (type === 'CPF' && /^\d{11}$/.test(key))
    return key.replace(/(\d{3})(\d{3})(\d{3})(\d{2})/, '$1.$2.$3-$4');
  if (type === 'PHONE') {
    const m = /^\+55(\d{2})(\d{5})(\d{4})$/.exec(key);
    if (m) return `(${m[1]}) ${m[2]}-${m[3]}`;
  }
  return key;
}
