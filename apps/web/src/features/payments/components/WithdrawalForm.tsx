import { PIX_KEY_TYPE_LABEL_PT, PIX_WITHDRAWAL_MIN, type TPixKey, type TWithdrawal } from '@placar/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { Alert, Button, Card, Modal, TextField } from '../../../components';
import { ApiError } from '../../../lib/api/http';
import { formatBRL, parseBRLInput } from '../../../lib/format';
import { VerificationLink } from '../../identity';
import { invalidateWallet } from '../../wallet';
import { pixApi } from '../api/pix-api';
import { formatPixKey } from './format-key';
import { PixKeyForm } from './PixKeyForm';
import styles from './payments.module.css';

export function withdrawalAmountError(text: string, available: number): string | null {
  const value = parseBRLInput(text);
  if (value === null) return 'Informe um valor válido, por exemplo 20,00.';
  if (value < PIX_WITHDRAWAL_MIN) return `O saque mínimo é ${formatBRL(PIX_WITHDRAWAL_MIN)}.`;
  if (value > available) return `Você tem ${formatBRL(available)} disponível para saque.`;
  return null;
}

/** Amount, Pix key choice and a confirmation step; the amount leaves the balance at once. */
export function WithdrawalForm({
  available,
  keys,
  ownCpf,
  confined,
  onCreated,
}: {
  available: number;
  keys: TPixKey[];
  /** The bettor's CPF, suggested as the key to register. */
  ownCpf: string | null;
  /** Self-excluded or blocked: /bank-accounts is out of reach, keys are added here. */
  confined: boolean;
  onCreated: (w: TWithdrawal) => void;
}) {
  const queryClient = useQueryClient();
  const [text, setText] = useState('');
  const [touched, setTouched] = useState(false);
  const [keyId, setKeyId] = useState<number | null>(null);
  const [addingKey, setAddingKey] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const error = touched ? withdrawalAmountError(text, available) : null;
  // the chosen key, else the default one (also right after the first key was added inline)
  const key = keys.find((k) => k.id === keyId) ?? keys.find((k) => k.isDefault) ?? keys[0];
  const amount = parseBRLInput(text);
  const create = useMutation({
    mutationFn: () => pixApi.beginWithdrawal({ amount: amount!, pixKeyId: key!.id }),
    onSuccess: (w) => {
      setConfirming(false);
      void invalidateWallet(queryClient);
      void queryClient.invalidateQueries({ queryKey: ['payments', 'pending-withdrawals'] });
      onCreated(w);
    },
    onError: () => setConfirming(false),
  });

  if (keys.length === 0) {
    return (
      <>
        <Alert tone="warning">
          Para sacar, cadastre uma chave Pix no seu CPF. Você pode fazer isso aqui mesmo.
        </Alert>
        <PixKeyForm
          key={ownCpf ?? ''}
          title="Cadastrar chave Pix"
          ownCpf={ownCpf}
          onAdded={(k) => setKeyId(k.id)}
        />
      </>
    );
  }
  return (
    <>
      <Card
        as="form"
        noValidate
        aria-label="Saque por Pix"
        onSubmit={(e) => {
          e.preventDefault();
          setTouched(true);
          if (!withdrawalAmountError(text, available) && key) setConfirming(true);
        }}
      >
        <fieldset className={styles.list} style={{ border: 0, padding: 0, margin: 0 }}>
          <legend className={styles.muted}>Enviar para a chave Pix</legend>
          {keys.map((k) => (
            <label key={k.id} className={styles.choice}>
              <input type="radio" name="pixKey" checked={k.id === key?.id} onChange={() => setKeyId(k.id)} />
              <span className={styles.itemMain}>
                <strong>
                  {PIX_KEY_TYPE_LABEL_PT[k.keyType]}: {formatPixKey(k.keyType, k.key)}
                </strong>
                <span className={styles.muted}>
                  {k.ownerName} · {k.bankName}
                </span>
              </span>
            </label>
          ))}
        </fieldset>
        {confined ? (
          <Button type="button" variant="ghost" size="sm" onClick={() => setAddingKey((v) => !v)}>
            {addingKey ? 'Fechar cadastro de chave' : 'Cadastrar outra chave Pix'}
          </Button>
        ) : (
          <Link className={styles.link} to="/bank-accounts">
            Gerenciar chaves Pix
          </Link>
        )}
        <TextField
          label="Valor do saque (R$)"
          inputMode="decimal"
          autoComplete="off"
          placeholder="0,00"
          value={text}
          onChange={(e) => setText(e.target.value.replace('.', ','))}
          onBlur={() => setTouched(true)}
          error={error ?? undefined}
          hint={`Disponível para saque: ${formatBRL(available)}`}
          trailing={
            <button
              type="button"
              className={styles.link}
              style={{ background: 'none', border: 0, cursor: 'pointer', font: 'inherit' }}
              onClick={() => {
                setText(available.toFixed(2).replace('.', ','));
                setTouched(true);
              }}
            >
              Tudo
            </button>
          }
        />
        {create.error ? (
          <Alert tone="danger" role="alert">
            {create.error instanceof ApiError ? create.error.message : 'Não foi possível pedir o saque.'}
            <VerificationLink code={create.error instanceof ApiError ? create.error.code : null} />
          </Alert>
        ) : null}
        <Button type="submit" size="lg" block>
          Continuar
        </Button>
        <Modal
          open={confirming}
          onClose={() => setConfirming(false)}
          title="Confirmar saque"
          size="sm"
          footer={
            <>
              <Button variant="secondary" onClick={() => setConfirming(false)}>
                Voltar
              </Button>
              <Button loading={create.isPending} onClick={() => create.mutate()}>
                Confirmar saque
              </Button>
            </>
          }
        >
          <p>
            Sacar <strong>{formatBRL(amount ?? 0)}</strong> para a chave{' '}
            {key ? PIX_KEY_TYPE_LABEL_PT[key.keyType] : ''}{' '}
            <strong>{key ? formatPixKey(key.keyType, key.key) : ''}</strong> ({key?.ownerName}).
          </p>
          <p className={styles.muted}>O valor sai do seu saldo agora e chega à sua conta em instantes.</p>
        </Modal>
      </Card>
      {confined && addingKey ? (
        <PixKeyForm
          title="Cadastrar outra chave Pix"
          onAdded={(k) => {
            setKeyId(k.id);
            setAddingKey(false);
          }}
        />
      ) : null}
    </>
  );
}
