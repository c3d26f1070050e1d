import { STAFF_ROLE_LABELS, STAFF_ROLES } from '@placar/contract/staff-constants';
import type { UseFormRegisterReturn } from 'react-hook-form';

/** The six roles as checkboxes (one field of string values). */
export function RoleChecks({ field, error }: { field: UseFormRegisterReturn; error?: string }) {
  return (
    <fieldset className="roles">
      <legend>Perfis</legend>
      {STAFF_ROLES.map((r) => (
        <label key={r} className="check">
          <input type="checkbox" value={r} {...field} />
          {STAFF_ROLE_LABELS[r]}
        </label>
      ))}
      {error && (
        <small className="field-error" role="alert">
          {error}
        </small>
      )}
    </fieldset>
  );
}
