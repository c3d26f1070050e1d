import { TextField } from '../../../components';

/**
 * The code box of the second step and of turning two-factor off: 6 digits from the app or the
 * e-mail, or a recovery code (XXXXX-XXXXX) when `allowRecovery`.
 */
export function TwoFactorCodeField({
  value,
  onChange,
  recovery = false,
  allowRecovery = false,
  error,
}: {
  value: string;
  onChange: (value: string) => void;
  recovery?: boolean;
  allowRecovery?: boolean;
  error?: string;
}) {
  const letters = recovery || allowRecovery;
  return (
    <TextField
      label={recovery ? 'Código de recuperação' : 'Código de verificação'}
      inputMode={letters ? 'text' : 'numeric'}
      autoComplete={recovery ? 'off' : 'one-time-code'}
      autoCapitalize={letters ? 'characters' : undefined}
      spellCheck={false}
      maxLength={letters ? 11 : 6}
      value={value}
      onChange={(e) =>
        onChange(
          letters
            ? e.target.value.toUpperCase().replace(/[^0-9A-Z-]/g, '')
            : e.target.value.replace(/\D/g, ''),
        )
      }
      hint={
        recovery
          ? 'Um dos 10 códigos que você guardou ao ativar.'
          : allowRecovery
            ? 'O código de 6 dígitos ou um código de recuperação.'
            : undefined
      }
      error={error}
    />
  );
}
