import type { ReactNode } from 'react';

/** A labelled form field with its error under it (outside the label, so the label stays the name). */
export function Field({ label, error, children }: { label: string; error?: string; children: ReactNode }) {
  return (
    <div className="field">
      {/* biome-ignore lint/a11y/noLabelWithoutControl: the control is the child */}
      <label>
        <span>{label}</span>
        {children}
      </label>
      {error && (
        <small className="field-error" role="alert">
          {error}
        </small>
      )}
    </div>
  );
}
