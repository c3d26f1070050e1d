import { DEFAULT_PIX_PROVIDER_ID, type TDepositLimits, type TPixDeposit } from '@placar/contract';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Alert, Button, Card, TextField } from '../../../components';
import { ApiError } from '../../../lib/api/http';
import { formatBRL, parseBRLInput } from '../../../lib/format';
import { pixApi } from '../api/pix-api';
import styles from './payments.module.css';

/** Validates the typed amount against the limits; answers the error text, or null when it is fine. */
export function depositAmountError(text: string, limits: Pick<TDepositLimits, 'min' | 'max'>): string | null {
  const value = parseBRLInput(text);
  if (value === null) return 'Informe um valor válido, por exemplo 50,00.';
  if (value < limits.min) return `O depósito mínimo é ${formatBRL(limits.min)}.`;
  if (value > limits.max) return `O depósito máximo agora é ${formatBRL(limits.max)}.`;
  return null;
}

const toInput = (reais: number) =>
  Number.isInteger(reais) ? String(reais) : reais.toFixed(2).replace('.', ',');

/** Preset amounts, the amount field (comma decimals) and the limits; opens the Pix charge. */
export function DepositForm({
  limits,
  onCreated,
}: {
  limits: TDepositLimits;
  onCreated: (d: TPixDeposit) => void;
}) {
  const [text, setText] = useState('');
  const [touched, setTouched] = useState(false);
  const error = touched ? depositAmountError(text, limits) : null;
  const create = useMutation({
    mutationFn: (amount: number) => pixApi.beginDeposit({ amount, providerId: DEFAULT_PIX_PROVIDER_ID }),
    onSuccess: onCreated,
  });
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setTouched(true);
    const amount = parseBRLInput(text);
    if (amount === null || depositAmountError(text, limits)) return;
    create.mutate(amount);
  };
  return (
    <Card as="form" onSubmit={submit} noValidate aria-label="Depósito por Pix">
      <fieldset
        className={styles.presets}
        aria-label="Valores sugeridos"
        style={{ border: 0, padding: 0, margin: 0 }}
      >
        {limits.presets.map((p) => (
          <button
            key={p}
            type="button"
            className={styles.preset}
            aria-pressed={parseBRLInput(text) === p}
            onClick={() => {
              setText(toInput(p));
              setTouched(true);
            }}
          >
            {formatBRL(p).replace(',00', '')}
          </button>
        ))}
      </fieldset>
      <TextField
        label="Valor do depósito (R$)"
        inputMode="decimal"
        autoComplete="off"
        placeholder="0,00"
        value={text}
        onChange={(e) => setText(e.target.value.replace('.', ','))}
        onBlur={() => setTouched(true)}
        error={error ?? undefined}
        hint={`Mínimo ${formatBRL(limits.min)} · máximo ${formatBRL(limits.max)}`}
      />
      {create.error ? (
        <Alert tone="danger" role="alert">
          {create.error instanceof ApiError
            ? create.error.message
            : 'Não foi possível gerar o Pix. Tente novamente.'}
        </Alert>
      ) : null}
      <Button type="submit" size="lg" block loading={create.isPending}>
        Gerar Pix
      </Button>
      <p className={styles.hint}>
        Pague com uma conta no seu CPF. Pix de outra pessoa é devolvido automaticamente a quem pagou.
      </p>
    </Card>
  );
}
