import type { UseFormRegisterReturn } from 'react-hook-form';
import { PasswordField } from './PasswordField';

type Props = {
  password: UseFormRegisterReturn;
  confirm: UseFormRegisterReturn;
  errors: { password?: string; confirm?: string };
};

/** The new password and its confirmation, as changing and restoring a password ask for them. */
export function NewPasswordFields({ password, confirm, errors }: Props) {
  return (
    <>
      <PasswordField label="Nova senha" autoComplete="new-password" error={errors.password} {...password} />
      <PasswordField
        label="Confirme a nova senha"
        autoComplete="new-password"
        error={errors.confirm}
        {...confirm}
      />
    </>
  );
}
