import { z } from 'zod';
import { ZPagination } from './common';
import {
  AUDIT_ACTION_PATTERN,
  STAFF_REASON_MAX,
  STAFF_REASON_MIN,
  STAFF_ROLES,
  STAFF_STATUSES,
} from './staff-constants';

export * from './staff-constants';

export const ZStaffRole = z.enum(STAFF_ROLES, { error: 'perfil inválido' });
export const ZStaffStatus = z.enum(STAFF_STATUSES, { error: 'situação inválida' });

/** The reason of an action that moves money or changes a bettor's state (5 to 500 characters). */
export const ZStaffReason = z
  .string({ error: 'informe o motivo' })
  .trim()
  .min(STAFF_REASON_MIN, `o motivo deve ter ao menos ${STAFF_REASON_MIN} caracteres`)
  .max(STAFF_REASON_MAX, `o motivo deve ter no máximo ${STAFF_REASON_MAX} caracteres`);

const ZEmail = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.email({ error: 'e-mail inválido' }).max(254));
const ZCode = z
  .string()
  .trim()
  .regex(/^\d{6}$/, 'o código tem 6 dígitos');
const ZRoles = z
  .array(ZStaffRole)
  .min(1, 'escolha ao menos um perfil')
  .max(STAFF_ROLES.length)
  .transform((roles) => [...new Set(roles)]);

/** An instant between 1970 and 9999 (year 0 or 10000 would reach the database and fail there). */
const ZInstant = z.iso.datetime({ offset: true, error: 'data e hora ISO 8601' }).refine((v) => {
  const t = Date.parse(v);
  return Number.isFinite(t) && t >= 0 && t < Date.UTC(10000, 0, 1);
}, 'data fora do intervalo aceito');
/** A row id the database's bigint holds. */
const ZRowId = z.coerce.number().int().positive('id inválido').max(Number.MAX_SAFE_INTEGER, 'id inválido');

export const ZStaffSignInRequest = z.object({
  email: ZEmail,
  password: z.string().min(1, 'informe a senha').max(128),
});

/** An authenticator-app setup: the secret, its otpauth URI and a QR code of it (a data URL). */
export const ZStaffEnrolment = z.object({
  secret: z.string(),
  otpauthUri: z.string(),
  qrDataUrl: z.string(),
});
export type TStaffEnrolment = z.infer<typeof ZStaffEnrolment>;

/**
 * The sign-in's answer after the password: the code step (`totp`), or for a member without an
 * authenticator yet the setup (`enrol`), confirmed by its first code. The challenge lives 5 minutes.
 */
export const ZStaffSignInStep = z.discriminatedUnion('step', [
  z.object({ step: z.literal('totp'), challengeToken: z.string() }),
  z.object({ step: z.literal('enrol'), challengeToken: z.string(), enrolment: ZStaffEnrolment }),
]);
export type TStaffSignInStep = z.infer<typeof ZStaffSignInStep>;

export const ZStaffCodeRequest = z.object({ challengeToken: z.string().min(1).max(2000), code: ZCode });

/** Who is signed in: the member, the roles and when the session ends if idle. */
export const ZStaffMe = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  roles: z.array(ZStaffRole),
  /** ISO instant: the session ends if no call comes before it. */
  idleDeadline: z.string(),
  idleMinutes: z.number().int(),
});
export type TStaffMe = z.infer<typeof ZStaffMe>;

export const ZStaffSession = z.object({ accessToken: z.string(), me: ZStaffMe });
export type TStaffSession = z.infer<typeof ZStaffSession>;

export const ZStaffMember = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  roles: z.array(ZStaffRole),
  status: ZStaffStatus,
  twoFactorEnrolled: z.boolean(),
  lastSignInAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TStaffMember = z.infer<typeof ZStaffMember>;

/** A page of a server-side list. */
export const ZPage = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    total: z.number().int(),
    pageNumber: z.number().int(),
    pageSize: z.number().int(),
  });

export const ZStaffListQuery = ZPagination.extend({
  /** Part of the e-mail or the name. */
  q: z.string().trim().max(100).optional(),
  role: ZStaffRole.optional(),
  status: ZStaffStatus.optional(),
});
export type TStaffListQuery = z.infer<typeof ZStaffListQuery>;

export const ZStaffPage = ZPage(ZStaffMember);

export const ZStaffIdParams = z.object({ id: ZRowId });

export const ZStaffCreateRequest = z.object({
  email: ZEmail,
  name: z.string().trim().min(2, 'informe o nome').max(120),
  roles: ZRoles,
});

/** A new member, or a reset: the temporary password and the authenticator setup, shown once. */
export const ZStaffCredentials = z.object({
  member: ZStaffMember,
  temporaryPassword: z.string().nullable(),
  enrolment: ZStaffEnrolment.nullable(),
});
export type TStaffCredentials = z.infer<typeof ZStaffCredentials>;

export const ZStaffUpdateRequest = z
  .object({ roles: ZRoles.optional(), status: ZStaffStatus.optional(), reason: ZStaffReason })
  .refine((v) => v.roles !== undefined || v.status !== undefined, 'informe os perfis ou a situação');

export const ZStaffResetRequest = z.object({ reason: ZStaffReason });

export const ZAuditFilter = z.object({
  staffId: ZRowId.optional(),
  staffEmail: z.string().trim().toLowerCase().max(254).optional(),
  action: z.string().trim().regex(AUDIT_ACTION_PATTERN, 'ação inválida').max(80).optional(),
  targetType: z.string().trim().min(1).max(40).optional(),
  targetId: z.string().trim().min(1).max(100).optional(),
  /** From this instant (inclusive). */
  from: ZInstant.optional(),
  /** Up to this instant (exclusive). */
  to: ZInstant.optional(),
});
export type TAuditFilter = z.infer<typeof ZAuditFilter>;

export const ZAuditQuery = ZPagination.extend(ZAuditFilter.shape);
export type TAuditQuery = z.infer<typeof ZAuditQuery>;

export const ZAuditEntry = z.object({
  id: z.number().int(),
  at: z.string(),
  staffId: z.number().int().nullable(),
  staffEmail: z.string(),
  action: z.string(),
  targetType: z.string().nullable(),
  targetId: z.string().nullable(),
  before: z.unknown().nullable(),
  after: z.unknown().nullable(),
  reason: z.string().nullable(),
  ip: z.string().nullable(),
  requestId: z.string().nullable(),
});
export type TAuditEntry = z.infer<typeof ZAuditEntry>;

export const ZAuditPage = ZPage(ZAuditEntry);
