// Payload schemas of the users feature, shared by the API (validation, OpenAPI) and the web app.
import { z } from './zod.js';
import { documentStatusSchema, roleSchema } from './enums.js';
import { passwordSchema, personNameSchema } from './auth.js';
import { mobilePhoneSchema } from './phones.js';
import { errorText } from './i18n/errorText.js';
import { localeSchema } from './enums.js';

/** An ID document as its owner or an admin sees it. The link is signed and short-lived. */
export const idDocumentSchema = z.object({
  id: z.string(),
  documentUrl: z.string(),
  fileName: z.string(),
  contentType: z.string(),
  uploadedOn: z.string(),
  verificationStatus: documentStatusSchema,
});
export type IdDocument = z.infer<typeof idDocumentSchema>;

export const profileSchema = z.object({
  id: z.string(),
  name: z.string(),
  phone: z.string(),
  email: z.string(),
  roles: z.array(roleSchema),
  emailVerified: z.boolean(),
  /** Whether `phone` is verified by a code: the badge (issue 33). */
  phoneVerified: z.boolean(),
  /** "Verified": phone, CNIC and driving licence all approved (issue 33, decision 0040). */
  verified: z.boolean(),
  document: idDocumentSchema.nullable(),
  /** The language the account chose; null when never chosen (English). */
  locale: localeSchema.nullable(),
});
export type Profile = z.infer<typeof profileSchema>;

/**
 * Profile update: name and phone together, the language, or both (the language switch sends
 * `{ locale }` alone). `idDocument` of the original payload is accepted and ignored: documents
 * arrive only through the upload call, which checks the file itself.
 */
export const updateProfileSchema = z
  .object({
    name: personNameSchema.optional(),
    /** A mobile number, kept in E.164; changing it ends its verification (issue 33). */
    phone: mobilePhoneSchema.optional(),
    locale: localeSchema.optional(),
  })
  .superRefine((p, ctx) => {
    if (p.locale !== undefined && p.name === undefined && p.phone === undefined) return;
    if (p.name === undefined) ctx.addIssue({ code: 'custom', path: ['name'], message: errorText('errors.field.nameRequired') });
    if (p.phone === undefined) ctx.addIssue({ code: 'custom', path: ['phone'], message: errorText('errors.field.phoneRequired') });
  });
export type UpdateProfilePayload = z.input<typeof updateProfileSchema>;

export const changePasswordSchema = z.object({
  currentPassword: z.string().max(1024).default(''),
  newPassword: passwordSchema,
});
export type ChangePasswordPayload = z.input<typeof changePasswordSchema>;

/** Answer of a password change: earlier sessions are ended; `token` keeps this device signed in. */
export const passwordChangedSchema = z.object({ message: z.string(), token: z.string() });
export type PasswordChangedAnswer = z.infer<typeof passwordChangedSchema>;

/** Largest ID document accepted. */
export const ID_DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;
export const ID_DOCUMENT_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'image/gif', 'application/pdf'] as const;
