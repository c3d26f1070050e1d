import { PIX_KEY_TYPE_LABEL_PT } from '@placar/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Spinner } from '../../../components';
import { pixApi, pixKeysQuery } from '../api/pix-api';
import { formatPixKey } from './format-key';
import { PixKeyForm } from './PixKeyForm';
import styles from './payments.module.css';
import { useOwnCpf } from './use-own-cpf';

/** The bettor's Pix keys: only keys in their own CPF (checked with the bank's DICT) can receive withdrawals. */
export function PixKeysScreen() {
  const queryClient = useQueryClient();
  const keys = useQuery(pixKeysQuery);
  const ownCpf = useOwnCpf();
  // the own-CPF key is suggested until the bettor has one
  const suggested = keys.data?.some((k) => k.keyType === 'CPF') ? null : ownCpf;
  const refresh = () => queryClient.invalidateQueries({ queryKey: pixKeysQuery.queryKey });
  const patch = useMutation({
    mutationFn: (v: { id: number; isActive?: boolean; isDefault?: boolean }) =>
      pixApi.patchKey(v.id, { isActive: v.isActive, isDefault: v.isDefault }),
    onSuccess: () => void refresh(),
  });
  return (
    <>
      <Card>
        <h2>Suas chaves Pix</h2>
        {keys.isPending ? (
          <Spinner label="Carregando chaves" />
        ) : keys.isError ? (
          <Alert tone="danger">{keys.error.message}</Alert>
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
      </Card>
      <PixKeyForm key={suggested ?? ''} ownCpf={suggested} />
    </>
  );
}
