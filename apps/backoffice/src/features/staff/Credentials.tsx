import type { TStaffCredentials } from '@placar/contract/staff';

/** A new member's (or a reset's) temporary password and authenticator setup, shown once. */
export function Credentials({ credentials }: { credentials: TStaffCredentials }) {
  return (
    <div className="credentials">
      <p>
        Entregue estes dados a <strong>{credentials.member.name}</strong> por um canal seguro. Eles não serão
        mostrados de novo.
      </p>
      {credentials.temporaryPassword && (
        <p>
          Senha temporária: <code data-testid="temporary-password">{credentials.temporaryPassword}</code>
        </p>
      )}
      {credentials.enrolment && (
        <div className="enrolment">
          <img src={credentials.enrolment.qrDataUrl} alt="QR code do autenticador" width={160} height={160} />
          <p>
            Chave do autenticador: <code data-testid="new-member-secret">{credentials.enrolment.secret}</code>
          </p>
        </div>
      )}
    </div>
  );
}
