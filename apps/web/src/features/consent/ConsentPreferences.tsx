import type { TConsentChoices } from '@placar/contract';
import { useState } from 'react';
import { Button, Modal } from '../../components';
import styles from './ConsentPreferences.module.css';
import { closeConsentPreferences, getConsent, setConsent } from './consent-store';
import { CONSENT_POLICY_PATH, CONSENT_PURPOSES } from './consent-texts';

/** The customise view: one switch per purpose, necessary always on. */
export function ConsentPreferences() {
  const current = getConsent();
  const [choices, setChoices] = useState<TConsentChoices>({
    analytics: current?.analytics ?? false,
    marketing: current?.marketing ?? false,
  });
  const save = (c: TConsentChoices) => setConsent(c);
  return (
    <Modal
      open
      onClose={closeConsentPreferences}
      title="Preferências de cookies"
      footer={
        <div className={styles.actions}>
          <Button variant="secondary" onClick={() => save({ analytics: false, marketing: false })}>
            Rejeitar opcionais
          </Button>
          <Button variant="secondary" onClick={() => save({ analytics: true, marketing: true })}>
            Aceitar todos
          </Button>
          <Button className={styles.save} onClick={() => save(choices)}>
            Salvar preferências
          </Button>
        </div>
      }
    >
      <p className={styles.intro}>
        Escolha para que usamos cookies e dados de navegação neste aparelho. Os necessários ficam sempre
        ativos. Quando você está conectado, guardamos sua escolha na sua conta, com data e hora.{' '}
        <a href={CONSENT_POLICY_PATH} target="_blank" rel="noopener">
          Política de privacidade
        </a>
      </p>
      <ul className={styles.list}>
        {CONSENT_PURPOSES.map(({ kind, title, description }) => {
          const id = `consent-${kind}`;
          const always = kind === 'necessary';
          const checked = always || choices[kind as keyof TConsentChoices];
          return (
            <li key={kind} className={styles.item}>
              <div className={styles.itemText}>
                <label htmlFor={id} className={styles.itemTitle}>
                  {title}
                  {always ? <span className={styles.always}>Sempre ativos</span> : null}
                </label>
                <p id={`${id}-desc`}>{description}</p>
              </div>
              <input
                id={id}
                type="checkbox"
                role="switch"
                className={styles.switch}
                checked={checked}
                aria-checked={checked}
                disabled={always}
                aria-describedby={`${id}-desc`}
                onChange={(e) => {
                  if (!always) setChoices((c) => ({ ...c, [kind]: e.target.checked }));
                }}
              />
            </li>
          );
        })}
      </ul>
    </Modal>
  );
}
