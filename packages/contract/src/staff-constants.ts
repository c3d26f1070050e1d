/**
 * The zod-free part of the staff (back office) contract: roles with their pt-BR labels, the idle limit,
 * the audit's action codes and the error codes. The back office's shell reads these on its first load,
 * so zod stays out of it; `staff.ts` builds the schemas from the same lists and re-exports all of it.
 */

/** Staff roles (issue 19). `admin` is role 1 of seed 001 and passes every staff guard. */
export const STAFF_ROLES = ['admin', 'support', 'kyc', 'trader', 'finance', 'compliance'] as const;
export type TStaffRole = (typeof STAFF_ROLES)[number];
/** Alias used by RouteDef.staffRoles. */
export type StaffRole = TStaffRole;

export const STAFF_ROLE_LABELS: Readonly<Record<TStaffRole, string>> = {
  admin: 'Administrador',
  support: 'Atendimento',
  kyc: 'Analista KYC',
  trader: 'Trader',
  finance: 'Financeiro',
  compliance: 'Compliance',
};

export const STAFF_STATUSES = ['active', 'disabled'] as const;
export type TStaffStatus = (typeof STAFF_STATUSES)[number];

export const STAFF_STATUS_LABELS: Readonly<Record<TStaffStatus, string>> = {
  active: 'Ativo',
  disabled: 'Desativado',
};

/** A staff session ends after this long without a call (issue 19). */
export const STAFF_IDLE_MINUTES = 30;

/** Reasons for actions that move money or change a bettor's state: 5 to 500 characters. */
export const STAFF_REASON_MIN = 5;
export const STAFF_REASON_MAX = 500;

/**
 * The audit log's action codes written by the staff module. Other modules add their own codes
 * (`<area>.<verb>`, e.g. `withdrawal.approved`); the log stores any code of that shape.
 */
export const STAFF_AUDIT_ACTIONS = {
  'staff.signed-in': 'Entrou no back office',
  'staff.sign-in-failed': 'Tentativa de entrada recusada',
  'staff.two-factor-enrolled': 'Configurou a verificação em duas etapas',
  'staff.signed-out': 'Saiu do back office',
  'staff.created': 'Membro da equipe criado',
  'staff.roles-changed': 'Perfis alterados',
  'staff.status-changed': 'Situação alterada',
  'staff.password-reset': 'Senha redefinida',
  'staff.two-factor-reset': 'Verificação em duas etapas redefinida',
} as const;
export type TStaffAuditAction = keyof typeof STAFF_AUDIT_ACTIONS;

/** The audit's action code shape: `area.verb-words`. */
export const AUDIT_ACTION_PATTERN = /^[a-z][a-z0-9-]*\.[a-z][a-z0-9.-]*$/;

/** Staff error codes, with their statuses and pt-BR messages (merged into ERRORS). */
export const STAFF_ERRORS = {
  STAFF_SESSION_EXPIRED: {
    status: 401,
    message: 'Sua sessão expirou por inatividade. Entre novamente.',
  },
  STAFF_CREDENTIALS_INVALID: { status: 401, message: 'E-mail ou senha incorretos.' },
  STAFF_CHALLENGE_INVALID: {
    status: 401,
    message: 'Esta etapa de verificação expirou. Entre novamente.',
  },
  STAFF_CODE_INVALID: { status: 400, message: 'Código incorreto ou já usado. Tente novamente.' },
  STAFF_DISABLED: {
    status: 403,
    message: 'Seu acesso ao back office está desativado. Fale com um administrador.',
  },
  STAFF_NOT_FOUND: { status: 404, message: 'Membro da equipe não encontrado.' },
  STAFF_EMAIL_TAKEN: { status: 409, message: 'Já existe um membro da equipe com este e-mail.' },
  STAFF_SELF_CHANGE: {
    status: 409,
    message: 'Você não pode retirar o seu próprio perfil de administrador nem desativar a si mesmo.',
  },
} as const;
export type TStaffErrorCode = keyof typeof STAFF_ERRORS;
