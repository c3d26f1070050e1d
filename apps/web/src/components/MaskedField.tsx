import { forwardRef } from 'react';
import { maskCellphone, maskCpf, maskDate } from '../lib/masks';
import { TextField, type TextFieldProps } from './TextField';

const MASKS = {
  cpf: { format: maskCpf, inputMode: 'numeric' },
  date: { format: maskDate, inputMode: 'numeric' },
  cellphone: { format: maskCellphone, inputMode: 'tel' },
} as const;

export type MaskKind = keyof typeof MASKS;

export type MaskedFieldProps = TextFieldProps & { mask: MaskKind };

/**
 * A TextField that formats as the user types (123.456.789-09, dd/mm/aaaa, (11) 98765-4321) before
 * react-hook-form's onChange reads the value, with the keyboard that suits the mask.
 */
export const MaskedField = forwardRef<HTMLInputElement, MaskedFieldProps>(function MaskedField(
  { mask, onChange, ...rest },
  ref,
) {
  const { format, inputMode } = MASKS[mask];
  return (
    <TextField
      ref={ref}
      inputMode={inputMode}
      {...rest}
      onChange={(e) => {
        e.target.value = format(e.target.value);
        return onChange?.(e);
      }}
    />
  );
});
