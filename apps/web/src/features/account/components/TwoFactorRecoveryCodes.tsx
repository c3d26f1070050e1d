import { useState } from 'react';
import { Button } from '../../../components';
import { recoveryCodesFile } from '../api/two-factor-api';
import styles from './account.module.css';
import tfa from './TwoFactor.module.css';

/** The recovery codes, shown once: a list, a download (.txt) and a copy, then "Já guardei". */
export function TwoFactorRecoveryCodes({
  codes,
  email,
  onDone,
}: {
  codes: string[];
  email: string;
  onDone: () => void;
}) {
  const [copied, setCopied] = useState(false);
  const text = recoveryCodesFile(codes, email);
  const download = () => {
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
    const a = document.createElement('a');
    a.href = url;
    a.download = 'placar-codigos-de-recuperacao.txt';
    a.click();
    URL.revokeObjectURL(url);
  };
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(codes.join('\n'));
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };
  return (
    <div className={styles.form} data-testid="tfa-recovery-codes">
      <p className={styles.notice}>
        Guarde estes códigos de recuperação em local seguro. Cada um funciona uma única vez, caso você perca
        acesso ao aplicativo ou ao e-mail. Eles não serão mostrados de novo.
      </p>
      <ul className={tfa.codes} aria-label="Códigos de recuperação">
        {codes.map((c) => (
          <li key={c}>{c}</li>
        ))}
      </ul>
      <div className={tfa.actions}>
        <Button variant="secondary" size="sm" onClick={download}>
          Baixar códigos (.txt)
        </Button>
        <Button variant="secondary" size="sm" onClick={copy}>
          {copied ? 'Copiados' : 'Copiar códigos'}
        </Button>
      </div>
      <Button onClick={onDone}>Já guardei os códigos</Button>
    </div>
  );
}
