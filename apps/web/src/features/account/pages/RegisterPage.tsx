import { zodResolver } from '@hookform/resolvers/zod';
import { ZRegisterRequest } from '@placar/contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import type { z } from 'zod';
import { Button, MaskedField, RiskWarning, TextField } from '../../../components';
import { brDateToIso } from '../../../lib/masks';
import { accountApi, applyLogin } from '../api/account-api';
import { toContractAttribution } from '../api/attribution';
import { accountErrorMessage, errorField } from '../api/errors';
import { trackFieldBlur } from '../api/tracking';
import { getAttribution } from '../attribution';
import { useFormCaptcha } from '../captcha/use-form-captcha';
import styles from '../components/account.module.css';
import { PasswordField } from '../components/PasswordField';
import { birthDateError } from './RegisterPage.messages';

type RegisterForm = z.input<typeof ZRegisterRequest>;
const TRACKED = ['email', 'password', 'confirmPassword', 'cpf'] as const;
type Tracked = (typeof TRACKED)[number];

/** /register: the registration form (contract schema), with masks and blur tracking. */
export function RegisterPage() {
  const navigate = useNavigate();
  const captcha = useFormCaptcha();
  const [error, setError] = useState<string | null>(null);
  const [valid, setValid] = useState<Partial<Record<Tracked, boolean>>>({});
  const form = useForm<RegisterForm, unknown, z.output<typeof ZRegisterRequest>>({
    resolver: zodResolver(ZRegisterRequest),
    mode: 'onBlur',
    defaultValues: {
      email: '',
      password: '',
      confirmPassword: '',
      cpf: '',
      fullName: '',
      birthDate: '',
      cellphone: '',
      nationality: 'BR',
    },
  });
  const { errors, isSubmitting } = form.formState;

  const blur = (field: Tracked) => async () => {
    const ok = await form.trigger(field);
    setValid((v) => ({ ...v, [field]: ok }));
    trackFieldBlur('register', field, ok);
  };
  const okHint = (field: Tracked) =>
    valid[field] ? <span className={styles.ok}>✓ Tudo certo</span> : undefined;

  const submit = form.handleSubmit(async (values) => {
    setError(null);
    const missing = captcha.missing();
    if (missing) {
      setError(missing);
      return;
    }
    try {
      const answer = await accountApi.register({
        ...values,
        tokenCaptcha: captcha.token(),
        attribution: toContractAttribution(getAttribution()),
      });
      applyLogin(answer);
      navigate('/verify-email', { replace: true });
    } catch (e) {
      captcha.reset();
      const field = errorField(e) as keyof RegisterForm | undefined;
      const message = accountErrorMessage(e);
      if (field && field in form.getValues()) form.setError(field, { message });
      else setError(message);
    }
  });

  // registered ahead of the fields below: react-hook-form focuses a failed submit's errors in this order
  const cpf = form.register('cpf', { onBlur: blur('cpf') });
  const phone = form.register('cellphone');
  const birth = form.register('birthDate', { setValueAs: (v: string) => brDateToIso(v) });

  return (
    <section className={styles.page} aria-labelledby="register-title">
      <h1 id="register-title" className={styles.title}>
        Criar conta
      </h1>
      <p className={styles.lead}>
        Cadastro rápido e seguro. Você precisa ter 18 anos ou mais e um CPF em seu nome.
      </p>
      <form className={styles.form} onSubmit={submit} noValidate>
        {error ? (
          <p className={styles.alert} role="alert">
            {error}
          </p>
        ) : null}
        <TextField
          label="E-mail"
          type="email"
          autoComplete="email"
          inputMode="email"
          error={errors.email?.message}
          hint={okHint('email')}
          {...form.register('email', { onBlur: blur('email') })}
        />
        <PasswordField
          label="Senha"
          autoComplete="new-password"
          error={errors.password?.message}
          hint={okHint('password') ?? 'Pelo menos 8 caracteres. Evite senhas comuns.'}
          {...form.register('password', { onBlur: blur('password') })}
        />
        <PasswordField
          label="Confirme a senha"
          autoComplete="new-password"
          error={errors.confirmPassword?.message}
          hint={okHint('confirmPassword')}
          {...form.register('confirmPassword', { onBlur: blur('confirmPassword') })}
        />
        <MaskedField
          mask="cpf"
          label="CPF"
          autoComplete="off"
          placeholder="000.000.000-00"
          error={errors.cpf?.message}
          hint={okHint('cpf')}
          {...cpf}
        />
        <TextField
          label="Nome completo"
          autoComplete="name"
          error={errors.fullName?.message}
          {...form.register('fullName')}
        />
        <div className={styles.row}>
          <MaskedField
            mask="date"
            label="Data de nascimento"
            placeholder="dd/mm/aaaa"
            autoComplete="bday"
            error={birthDateError(errors.birthDate?.message, form.getValues('birthDate'))}
            {...birth}
          />
          <MaskedField
            mask="cellphone"
            label="Celular"
            type="tel"
            autoComplete="tel-national"
            placeholder="(11) 98765-4321"
            error={errors.cellphone?.message}
            {...phone}
          />
        </div>
        <label className={styles.check}>
          <input type="checkbox" {...form.register('acceptTerms')} />
          <span>
            Li e aceito os <Link to="/terms-conditions">termos e condições</Link> e a{' '}
            <Link to="/privacy-policy">política de privacidade</Link>.
          </span>
        </label>
        {errors.acceptTerms ? <p className={styles.fieldError}>{errors.acceptTerms.message}</p> : null}
        <label className={styles.check}>
          <input type="checkbox" {...form.register('acceptResponsibleGaming')} />
          <span>
            Tenho 18 anos ou mais e estou ciente de que apostas envolvem riscos. Conheço as ferramentas de{' '}
            <Link to="/responsable-game">jogo responsável</Link>.
          </span>
        </label>
        {errors.acceptResponsibleGaming ? (
          <p className={styles.fieldError}>{errors.acceptResponsibleGaming.message}</p>
        ) : null}
        {captcha.widget}
        <Button type="submit" block loading={isSubmitting}>
          Criar conta
        </Button>
        <p className={styles.lead}>
          Já tem conta? <Link to="/login">Entrar</Link>
        </p>
        <RiskWarning />
      </form>
    </section>
  );
}
