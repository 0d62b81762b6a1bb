// Payload schemas of the admin feature, shared by the API (validation, OpenAPI) and the web app.
import { z } from './zod.js';
import { plainText } from './text.js';
import { caseInsensitiveRole, documentStatusSchema, roleSchema } from './enums.js';
import { ROLES } from './values.js';
import { idDocumentSchema } from './users.js';
import { errorText } from './i18n/errorText.js';

/** The latest document's status, or NOT_UPLOADED. */
export const documentStateSchema = z.enum(['NOT_UPLOADED', 'PENDING', 'APPROVED', 'REJECTED', 'NEEDS_REVIEW']);
export type DocumentState = z.infer<typeof documentStateSchema>;

export const adminUserSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  roles: z.array(roleSchema),
  emailVerified: z.boolean(),
  /** The latest ID document is APPROVED. */
  idVerified: z.boolean(),
  documentStatus: documentStateSchema,
  /** An admin suspended the account: no sign-in, services and cars hidden. */
  suspended: z.boolean(),
  createdAt: z.string(),
});
export type AdminUserSummary = z.infer<typeof adminUserSummarySchema>;

export const adminUserSchema = adminUserSummarySchema.extend({ idDocuments: z.array(idDocumentSchema) });
export type AdminUser = z.infer<typeof adminUserSchema>;

const roleList = z
  .array(caseInsensitiveRole(ROLES))
  .min(1, 'A user needs at least one role')
  .max(3)
  .transform((roles) => [...new Set(roles)].sort());

/** The spec sends a bare array of roles; `{ roles: [...] }` is accepted too. */
export const updateRolesSchema = z.union([roleList, z.object({ roles: roleList }).transform((b) => b.roles)]);
export type UpdateRolesPayload = z.input<typeof updateRolesSchema>;

/** Documents are named by id; documentUrl and uploadedOn may come along and are ignored. */
export const documentStatusUpdateSchema = z.object({
  id: z.uuid(errorText('errors.field.unknownDocument')),
  verificationStatus: documentStatusSchema,
  documentUrl: plainText().max(600).optional(),
  uploadedOn: plainText().max(100).optional(),
});
export const updateDocumentsSchema = z.array(documentStatusUpdateSchema).min(1).max(50);
export type UpdateDocumentsPayload = z.input<typeof updateDocumentsSchema>;

/** PUT /admin/users/{userId}/suspension: suspend an account, or lift its suspension. */
export const updateSuspensionSchema = z.object({ suspended: z.boolean() });
export type UpdateSuspensionPayload = z.input<typeof updateSuspensionSchema>;

export const userIdParamsSchema = z.object({ userId: z.uuid(errorText('errors.field.unknownUser')) });
export const idParamsSchema = z.object({ id: z.uuid(errorText('errors.field.unknownUser')) });
