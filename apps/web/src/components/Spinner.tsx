import styles from './Spinner.module.css';

/** A status spinner; its label is read by screen readers (pt-BR). */
export function Spinner({
  size = 'md',
  label = 'Carregando',
  className,
}: {
  size?: 'sm' | 'md' | 'lg';
  label?: string;
  className?: string;
}) {
  return (
    <span role="status" className={[styles.spinner, styles[size], className].filter(Boolean).join(' ')}>
      <span className="visually-hidden">{label}</span>
    </span>
  );
}
