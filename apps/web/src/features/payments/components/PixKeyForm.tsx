import {
  normalizePixKey,
  PIX_KEY_TYPE_LABEL_PT,
  PIX_KEY_TYPES,
  type TPixKey,
  type TPixKeyType,
} from '@placar/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Alert, Button, Card, TextField } from '../../../components';
import { ApiError } from '../../../lib/api/http';
import { pixApi, pixKeysQuery } from '../api/pix-api';
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

/**
 * Registers a Pix key in the bettor's own CPF (the server checks the owner with the DICT). Used by
 * /bank-accounts and, inline, by the withdrawal screen: a self-excluded or blocked bettor is confined
 * to /withdrawal and must be able to add the key there. `ownCpf` pre-fills a CPF key.
 */
export function PixKeyForm({
  title = 'Cadastrar chave Pix',
  ownCpf,
  onAdded,
}: {
  title?: string;
  ownCpf?: string | null;
  onAdded?: (key: TPixKey) => void;
}) {
  const queryClient = useQueryClient();
  const [keyType, setKeyType] = useState<TPixKeyType>('CPF');
  const [key, setKey] = useState(ownCpf ?? '');
  const [touched, setTouched] = useState(false);
  const add = useMutation({
    mutationFn: () => pixApi.addKey({ keyType, key }),
    onSuccess: async (added) => {
      setKey('');
      setTouched(false);
      await queryClient.invalidateQueries({ queryKey: pixKeysQuery.queryKey });
      onAdded?.(added);
    },
  });
  const invalid = touched && normalizePixKey(keyType, key) === null ? INVALID[keyType] : undefined;
  return (
    <Card
      as="form"
      noValidate
      aria-label={title}
      onSubmit={(e) => {
        e.preventDefault();
        setTouched(true);
        if (normalizePixKey(keyType, key) !== null) add.mutate();
      }}
    >
      <h2>{title}</h2>
      <p className={styles.hint}>Por regra do Banco Central e da SPA/MF, a chave precisa estar no seu CPF.</p>
      <label className={styles.select}>
        Tipo de chave
        <select
          value={keyType}
          onChange={(e) => {
            const next = e.target.value as TPixKeyType;
            setKeyType(next);
            setKey(next === 'CPF' ? (ownCpf ?? '') : '');
            setTouched(false);
          }}
        >
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
        <Alert tone="danger" role="alert">
          {add.error instanceof ApiError ? add.error.message : 'Não foi possível cadastrar a chave.'}
        </Alert>
      ) : null}
      <Button type="submit" block loading={add.isPending}>
        Cadastrar chave
      </Button>
    </Card>
  );
}
