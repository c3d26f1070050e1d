import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { isAuthenticated, useSession } from '../../../lib/session';
import { verificationStatusQuery } from '../api/identity-api';
import { isVerificationCode, verificationCodeOfMessage, verificationStepFor } from './steps';
import styles from './verification.module.css';

export type VerificationLinkProps = {
  /** The refusal's error code (USER_HAS_NOT_VALIDATED_DOCS, EMAIL_NOT_VERIFIED); other codes render nothing. */
  code?: string | null;
  /** For a surface that kept only the refusal's text (the bet slip): its code is read from it. */
  message?: string | null;
  className?: string;
};

/** The link to the step that lifts a refusal caused by verification (nothing for other refusals). */
export function VerificationLink({ code, message, className }: VerificationLinkProps) {
  const session = useSession();
  const which = isVerificationCode(code) ? code : verificationCodeOfMessage(message);
  const status = useQuery({
    ...verificationStatusQuery,
    enabled: which === 'USER_HAS_NOT_VALIDATED_DOCS' && isAuthenticated(session),
  });
  const target = which ? verificationStepFor(which, status.data) : undefined;
  if (!target) return null;
  return (
    <Link
      to={target.to}
      state={target.state}
      className={className ?? styles.verificationLink}
      data-testid="verification-link"
      data-code={which}
    >
      {target.label}
    </Link>
  );
}
