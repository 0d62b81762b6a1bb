// Payload schemas of the auth feature, shared by the API (validation, OpenAPI) and the web app.
import { z } from 'zod';
import { plainText } from './text.js';
import { caseInsensitiveRole, roleSchema } from './enums.js';

/** NIST 800-63B: a minimum length and no composition rules. */
export const PASSWORD_MIN_LENGTH = 8;
/** Generous, so that long passphrases fit whole; it only stops absurd bodies from reaching the hash. */
export const PASSWORD_MAX_LENGTH = 1024;

export const passwordSchema = plainText()
  .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters`);

export const emailSchema = plainText()
  .trim()
  .toLowerCase()
  .max(254, 'Email is too long')
  .pipe(z.email('Enter a valid email address'));

export const personNameSchema = plainText().trim().min(1, 'Name is required').max(100, 'Name is too long');
export const phoneSchema = plainText()
  .trim()
  .min(1, 'Phone is required')
  .max(30, 'Phone is too long')
  .regex(/^[+0-9 ()-]+$/, 'Phone may contain digits, spaces, +, - and brackets');

/** Registration. Unknown keys (roles, emailVerified, id…) are dropped, never stored. */
export const registerSchema = z.object({
  name: personNameSchema,
  email: emailSchema,
  password: passwordSchema,
  phone: phoneSchema,
  role: caseInsensitiveRole(['CUSTOMER', 'VENDOR'] as const).default('CUSTOMER'),
});
export type RegisterPayload = z.input<typeof registerSchema>;

export const loginSchema = z.object({
  email: emailSchema,
  password: z.string().min(1, 'Password is required').max(PASSWORD_MAX_LENGTH),
  loginAs: caseInsensitiveRole(['CUSTOMER', 'VENDOR', 'ADMIN'] as const).default('CUSTOMER'),
});
export type LoginPayload = z.input<typeof loginSchema>;

export const googleLoginSchema = z.object({ idToken: plainText().min(1, 'idToken is required').max(8192) });

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

export const verifyEmailQuerySchema = z.object({ token: plainText().min(1, 'Token is missing').max(200) });
export const messageSchema = z.object({ message: z.string() });

/** POST /api/auth/forgot-password: the answer is the same whether or not the account exists. */
export const forgotPasswordSchema = z.object({ email: emailSchema });
export type ForgotPasswordPayload = z.input<typeof forgotPasswordSchema>;

/** POST /api/auth/reset-password: the token of the emailed link and the new password. */
export const resetPasswordSchema = z.object({ token: plainText().min(1, 'Token is missing').max(200), newPassword: passwordSchema });
export type ResetPasswordPayload = z.input<typeof resetPasswordSchema>;
export type MessageAnswer = z.infer<typeof messageSchema>;
