// Payload schemas of the auth feature, shared by the API (validation, OpenAPI) and the web app.
import { z } from './zod.js';
import { latinDigits } from './digits.js';
import { plainText } from './text.js';
import { caseInsensitiveRole, localeSchema, roleSchema } from './enums.js';
import { errorText } from './i18n/errorText.js';
import { mobilePhoneSchema } from './phones.js';

/** NIST 800-63B: a minimum length and no composition rules. */
export const PASSWORD_MIN_LENGTH = 8;
/** Generous, so that long passphrases fit whole; it only stops absurd bodies from reaching the hash. */
export const PASSWORD_MAX_LENGTH = 1024;

export const passwordSchema = plainText()
  .min(PASSWORD_MIN_LENGTH, errorText('errors.auth.passwordMin', { min: PASSWORD_MIN_LENGTH }))
  .max(PASSWORD_MAX_LENGTH, errorText('errors.auth.passwordMax', { max: PASSWORD_MAX_LENGTH }));

export const emailSchema = plainText()
  .trim()
  .toLowerCase()
  .max(254, errorText('errors.auth.emailTooLong'))
  .pipe(z.email(errorText('errors.auth.emailInvalid')));

export const personNameSchema = plainText().trim().min(1, errorText('errors.field.nameRequired')).max(100, errorText('errors.field.nameTooLong'));
export const phoneSchema = plainText()
  .trim()
  .overwrite(latinDigits)
  .min(1, errorText('errors.field.phoneRequired'))
  .max(30, errorText('errors.field.phoneTooLong'))
  .regex(/^[+0-9 ()-]+$/, errorText('errors.field.phoneChars'));

/** Registration. Unknown keys (roles, emailVerified, id…) are dropped, never stored. */
export const registerSchema = z.object({
  name: personNameSchema,
  email: emailSchema,
  password: passwordSchema,
  /** A mobile number, kept in E.164 (issue 33). */
  phone: mobilePhoneSchema,
  role: caseInsensitiveRole(['CUSTOMER', 'VENDOR'] as const).default('CUSTOMER'),
});
export type RegisterPayload = z.input<typeof registerSchema>;

export const loginSchema = z.object({
  email: emailSchema,
  password: z.string().min(1, errorText('errors.auth.passwordRequired')).max(PASSWORD_MAX_LENGTH),
  loginAs: caseInsensitiveRole(['CUSTOMER', 'VENDOR', 'ADMIN'] as const).default('CUSTOMER'),
});
export type LoginPayload = z.input<typeof loginSchema>;

export const googleLoginSchema = z.object({ idToken: plainText().min(1, errorText('errors.auth.idTokenRequired')).max(8192) });

export const switchModeSchema = z.object({
  role: caseInsensitiveRole(['CUSTOMER', 'VENDOR'] as const),
});

/** Answer of login and Google sign-in. */
export const sessionSchema = z.object({
  token: z.string(),
  userId: z.string(),
  name: z.string(),
  roles: z.array(roleSchema),
  loggedInAs: roleSchema,
  email: z.string(),
  phone: z.string(),
  emailVerified: z.boolean(),
  /** Whether `phone` is verified by a code (issue 33). */
  phoneVerified: z.boolean().optional(),
  /** The account's language, for the web app to adopt at sign-in (null: never chosen). */
  locale: localeSchema.nullable().optional(),
});
export type SessionAnswer = z.infer<typeof sessionSchema>;

export const switchModeAnswerSchema = sessionSchema.pick({
  token: true,
  userId: true,
  name: true,
  roles: true,
  loggedInAs: true,
});
export type SwitchModeAnswer = z.infer<typeof switchModeAnswerSchema>;

/**
 * The signed-in user as the web app keeps it between reloads: built from a session answer (login,
 * Google sign-in) and refreshed from the profile. A mode switch answers no contact details, so they
 * are optional.
 */
export const sessionUserSchema = z.object({
  id: z.string(),
  name: z.string(),
  roles: z.array(roleSchema),
  email: z.string().optional(),
  phone: z.string().optional(),
  emailVerified: z.boolean().optional(),
  locale: localeSchema.nullable().optional(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

export const registeredSchema = z.object({
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  roles: z.array(roleSchema),
  emailVerified: z.boolean(),
});
export type RegisteredAnswer = z.infer<typeof registeredSchema>;

export const verifyEmailQuerySchema = z.object({ token: plainText().min(1, errorText('errors.auth.tokenMissing')).max(200) });
export const messageSchema = z.object({ message: z.string() });

/** POST /api/auth/forgot-password: the answer is the same whether or not the account exists. */
export const forgotPasswordSchema = z.object({ email: emailSchema });
export type ForgotPasswordPayload = z.input<typeof forgotPasswordSchema>;

/** POST /api/auth/reset-password: the token of the emailed link and the new password. */
export const resetPasswordSchema = z.object({ token: plainText().min(1, errorText('errors.auth.tokenMissing')).max(200), newPassword: passwordSchema });
export type ResetPasswordPayload = z.input<typeof resetPasswordSchema>;
/** The reset page's form: the new password by the server's rule, typed twice (compared on submit). */
export const newPasswordFormSchema = z.object({ newPassword: passwordSchema, confirmPassword: z.string().max(1000) });
export type MessageAnswer = z.infer<typeof messageSchema>;
