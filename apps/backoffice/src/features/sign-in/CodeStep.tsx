import { zodResolver } from '@hookform/resolvers/zod';
import { staffApi } from '@placar/contract/routes.gen';
import { type TStaffEnrolment, type TStaffSession, ZStaffCodeRequest } from '@placar/contract/staff';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Field } from '../../components/Field';
import { errorText } from '../../lib/api/api-error';
import { api } from '../../lib/api/client';

const ZCode = ZStaffCodeRequest.pick({ code: true });

type Props = {
  challengeToken: string;
  /** Set on a first sign-in: the authenticator setup to show, confirmed by its first code. */
  enrolment?: TStaffEnrolment;
  onDone(session: TStaffSession): void;
  onRestart(): void;
};

/** Second step: the authenticator's 6-digit code (after setting it up, on a first sign-in). */
export function CodeStep({ challengeToken, enrolment, onDone, onRestart }: Props) {
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<{ code: string }>({ resolver: zodResolver(ZCode), defaultValues: { code: '' } });
  const submit = form.handleSubmit(async ({ code }) => {
    setFailure(null);
    try {
      const route = enrolment ? staffApi.confirmEnrolment : staffApi.verifyCode;
      onDone(await api.call(route, { body: { challengeToken, code } }));
    } catch (error) {
      setFailure(errorText(error));
      form.setValue('code', '');
    }
  });
  const { errors, isSubmitting } = form.formState;
  return (
    <form onSubmit={submit} noValidate>
      {enrolment ? (
        <div className="enrolment">
          <p>
            Sua conta ainda não tem a verificação em duas etapas. Leia o QR code com o aplicativo autenticador
            (Google Authenticator, Microsoft Authenticator, 1Password…) e digite o código que ele mostrar.
          </p>
          <img
            src={enrolment.qrDataUrl}
            alt="QR code para o aplicativo autenticador"
            width={184}
            height={184}
          />
          <p className="muted">Sem câmera? Digite esta chave no aplicativo:</p>
          <code className="secret" data-testid="totp-secret">
            {enrolment.secret}
          </code>
          <details>
            <summary>Endereço otpauth</summary>
            <code className="uri">{enrolment.otpauthUri}</code>
          </details>
        </div>
      ) : (
        <p>Digite o código de 6 dígitos do seu aplicativo autenticador.</p>
      )}
      <Field label="Código do autenticador" error={errors.code?.message}>
        <input
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          className="code-input"
          {...form.register('code')}
        />
      </Field>
      {failure && (
        <p className="alert" role="alert">
          {failure}
        </p>
      )}
      <button type="submit" className="btn btn-primary" disabled={isSubmitting}>
        {isSubmitting ? 'Verificando…' : enrolment ? 'Ativar e entrar' : 'Entrar'}
      </button>
      <button type="button" className="btn-link" onClick={onRestart}>
        Voltar
      </button>
    </form>
  );
}
