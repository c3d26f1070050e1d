import { Button } from '../../components';
import styles from './ConsentBanner.module.css';
import { acceptAllConsent, openConsentPreferences, rejectOptionalConsent } from './consent-store';
import { CONSENT_POLICY_PATH } from './consent-texts';

/**
 * The first-visit notice (LGPD): in the page's flow above the shell, so it never covers the bet slip,
 * the bottom bar or a form. Rejecting is as easy as accepting; nothing optional runs until a choice.
 */
export function ConsentBanner() {
  return (
    <section className={styles.banner} aria-labelledby="consent-banner-title" data-testid="consent-banner">
      <div className={styles.inner}>
        <div className={styles.text}>
          {/* not a heading: pages and tests find their own first heading, the notice is a named region */}
          <p id="consent-banner-title" className={styles.title}>
            Sua privacidade
          </p>
          <p>
            Usamos cookies necessários para o site funcionar com segurança. Com a sua permissão, usamos também
            cookies de análise e de marketing. Você escolhe e pode mudar a qualquer momento em “Preferências
            de cookies”, no rodapé (Lei nº 13.709/2018, LGPD).{' '}
            <a href={CONSENT_POLICY_PATH} target="_blank" rel="noopener">
              Política de privacidade
            </a>
          </p>
        </div>
        <div className={styles.actions}>
          <Button variant="secondary" size="sm" onClick={rejectOptionalConsent}>
            Rejeitar opcionais
          </Button>
          <Button variant="secondary" size="sm" onClick={acceptAllConsent}>
            Aceitar todos
          </Button>
          <Button variant="ghost" size="sm" className={styles.customise} onClick={openConsentPreferences}>
            Personalizar
          </Button>
        </div>
      </div>
    </section>
  );
}
