import { forwardRef, type InputHTMLAttributes, type ReactNode, useId } from 'react';
import styles from './TextField.module.css';

export type TextFieldProps = InputHTMLAttributes<HTMLInputElement> & {
  label: string;
  /** Help below the field, replaced by the error when there is one. */
  hint?: ReactNode;
  error?: string;
  /** Something inside the field on the right (a show-password button, a unit). */
  trailing?: ReactNode;
};

/**
 * A labelled input that works with react-hook-form's register (ref forwarded): the label is tied to
 * the input, the error is announced (role=alert) and linked with aria-describedby / aria-invalid.
 */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, hint, error, trailing, id, className, ...rest },
  ref,
) {
  const auto = useId();
  const inputId = id ?? auto;
  const describedBy = error ? `${inputId}-error` : hint ? `${inputId}-hint` : undefined;
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <label htmlFor={inputId} className={styles.label}>
        {label}
      </label>
      <div className={[styles.control, error ? styles.invalid : ''].join(' ')}>
        <input
          ref={ref}
          id={inputId}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={styles.input}
          {...rest}
        />
        {trailing ? <span className={styles.trailing}>{trailing}</span> : null}
      </div>
      {error ? (
        <p id={`${inputId}-error`} role="alert" className={styles.error}>
          {error}
        </p>
      ) : hint ? (
        <p id={`${inputId}-hint`} className={styles.hint}>
          {hint}
        </p>
      ) : null}
    </div>
  );
});
