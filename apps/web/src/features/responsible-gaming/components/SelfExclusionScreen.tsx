import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { Button, Skeleton } from '../../../components';
import { logout } from '../../account';
import { useFullValidation } from '../../identity';
import { EXCLUSION_SCREEN, exclusionLines } from '../texts';
import styles from './rg.module.css';

/**
 * The self-exclusion screen of seed 001 section 2, over everything else: 'Aceitar' logs out, 'Sacar
 * saldo' (fully validated users only) goes to /withdrawal; a skeleton until the validation is known;
 * the page does not scroll behind it.
 */
export function SelfExclusionScreen({
  months,
  resumeDate,
  onWithdraw,
}: {
  months: number;
  resumeDate: string | null;
  onWithdraw: () => void;
}) {
  const navigate = useNavigate();
  const { validated, isLoading } = useFullValidation();
  useEffect(() => {
    const previous = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = previous;
    };
  }, []);
  const body = exclusionLines(months, resumeDate);
  return (
    <div className={styles.screen} role="alertdialog" aria-modal="true" aria-labelledby="rg-exclusion-title">
      <div className={styles.screenPanel}>
        <h1 id="rg-exclusion-title" className={styles.title}>
          {EXCLUSION_SCREEN.title}
        </h1>
        {body.lines.map((line) => (
          <p key={line}>{line}</p>
        ))}
        <p className={styles.muted}>{EXCLUSION_SCREEN.support}</p>
        <div className={styles.actions}>
          {isLoading ? (
            <>
              <span className="visually-hidden" role="status">
                Carregando…
              </span>
              <Skeleton height={44} radius={8} lines={2} />
            </>
          ) : (
            <>
              <Button
                block
                onClick={async () => {
                  await logout();
                  navigate('/', { replace: true });
                }}
              >
                {EXCLUSION_SCREEN.accept}
              </Button>
              {validated ? (
                <Button
                  block
                  variant="secondary"
                  onClick={() => {
                    onWithdraw();
                    navigate('/withdrawal');
                  }}
                >
                  {EXCLUSION_SCREEN.withdraw}
                </Button>
              ) : null}
            </>
          )}
        </div>
      </div>
    </div>
  );
}
