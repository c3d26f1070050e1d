import type { HTMLAttributes } from 'react';
import styles from './Alert.module.css';

export type AlertTone = 'danger' | 'warning' | 'success' | 'dangerText' | 'successText';

export type AlertProps = Omit<HTMLAttributes<HTMLParagraphElement>, 'className'> & {
  tone: AlertTone;
  /** `alert` for a failure to announce at once, `status` for news; none for a standing note. */
  role?: 'alert' | 'status';
};

/** A one-paragraph message in a tinted box (a refused deposit, a document under review). */
export function Alert({ tone, ...rest }: AlertProps) {
  return <p className={`${styles.alert} ${styles[tone]}`} {...rest} />;
}
