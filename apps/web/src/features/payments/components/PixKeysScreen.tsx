import { normalizePixKey, PIX_KEY_TYPE_LABEL_PT, PIX_KEY_TYPES, type TPixKeyType } from '@placar/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button, Spinner, TextField } from '../../../components';
import { ApiError } from '../../../lib/api/http';
import { pixApi, pixKeysQuery } from '../api/pix-api';
import { formatPixKey } from './format-key';
import styles from './payments.module.css';

const PLACEHOLDER: Record<TPixKeyType, string> = {
  CPF: '000.000.000-00',
  EMAIL: 'voce@exemplo.com',
  PHONE: '(11) 98765-4321',
  EVP: '123e4567-e89b-42d3-a456-426614174000',
};
const INVALID: Record<TPixKeyType, string> = {
  CPF: 'CPF inválido.',
  EMAIL: 'E-mail inválido.',
  PHONE: 'Celular inválido: DDD + número.',
  EVP: 'Chave aleatória inválida.',
};

/** The bettor's Pix keys: only keys in their own CPF (checked with the bank's DICT) can receive withdrawals. */
export function PixKeysScreen() {
  const queryClient = useQueryClient();
  const keys = useQuery(pixKeysQuery);
  const [keyType, setKeyType] = useState<TPixKeyType>('CPF');
  const [key, setKey] = useState('');
  const [touched, setTouched] = useState(false);
  const refresh = () => queryClient.invalidateQueries({ queryKey: pixKeysQuery.queryKey });
  const add = useMutation({
    mutationFn: () => pixApi.addKey({ keyType, key }),
    onSuccess: () => {
      setKey('');
      setTouched(false);
      void refresh();
    },
  });
  const patch = useMutation({
    mutationFn: (v: { id: number; isActive?: boolean; isDefault?: boolean }) =>
      pixApi.patchKey(v.id, { isActive: v.isActive, isDefault: v.isDefault }),
    onSuccess: () => void refresh(),
  });
  const invalid = touched && normalizePixKey(keyType, key) === null ? INVALID[keyType] : undefined;
  return (
    <>
      <div className={styles.card}>
        <h2>Suas chaves Pix</h2>
        {keys.isPending ? (
          <Spinner label="Carregando chaves" />
        ) : keys.isError ? (
          <p className={styles.alert}>{keys.error.message}</p>
        ) : keys.data.length === 0 ? (
          <p className={styles.muted}>Nenhuma chave cadastrada ainda.</p>
        ) : (
          <ul className={styles.list}>
            {keys.data.map((k) => (
              <li key={k.id} className={styles.item}>
                <span className={styles.itemMain}>
                  <strong>
                    {PIX_KEY_TYPE_LABEL_PT[k.keyType]}: {formatPixKey(k.keyType, k.key)}
                  </strong>
                  <span className={styles.muted}>
                    {k.ownerName} · CPF {k.ownerCpfMasked} · {k.bankName}
                  </span>
                  {k.isDefault ? <span className={`${styles.badge} ${styles.ok}`}>Principal</span> : null}
                </span>
                <span className={styles.row}>
                  {k.isDefault ? null : (
                    <Button
                      size="sm"
                      variant="ghost"
                      onClick={() => patch.mutate({ id: k.id, isDefault: true })}
                    >
                      Tornar principal
                    </Button>
                  )}
                  <Button
                    size="sm"
                    variant="danger"
                    onClick={() => patch.mutate({ id: k.id, isActive: false })}
                  >
                    Remover
                  </Button>
                </span>
              </li>
            ))}
          </ul>
        )}
      </div>
      <form
        className={styles.card}
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          setTouched(true);
          if (normalizePixKey(keyType, key) !== null) add.mutate();
        }}
      >
        <h2>Cadastrar chave Pix</h2>
        <p className={styles.hint}>
          Por regra do Banco Central e da SPA/MF, a chave precisa estar no seu CPF.
        </p>
        <label className={styles.select}>
          Tipo de chave
          <select value={keyType} onChange={(e) => setKeyType(e.target.value as TPixKeyType)}>
            {PIX_KEY_TYPES.map((t) => (
              <option key={t} value={t}>
                {PIX_KEY_TYPE_LABEL_PT[t]}
              </option>
            ))}
          </select>
        </label>
        <TextField
          label="Chave"
          value={key}
          placeholder={PLACEHOLDER[keyType]}
          autoComplete="off"
          inputMode={
            keyType === 'CPF' || keyType === 'PHONE' ? 'numeric' : keyType === 'EMAIL' ? 'email' : 'text'
          }
          onChange={(e) => setKey(e.target.value)}
          onBlur={() => setTouched(true)}
          error={invalid}
        />
        {add.error ? (
          <p className={styles.alert} role="alert">
            {add.error instanceof ApiError ? add.error.message : 'Não foi possível cadastrar a chave.'}
          </p>
        ) : null}
        <Button type="submit" block loading={add.isPending}>
          Cadastrar chave
        </Button>
      </form>
    </>
  );
}
