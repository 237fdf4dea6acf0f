/** The zod schemas of the session forms (auth.ts has their calls): login, password change, the public pages. */
import { z } from 'zod';
import { MAX_PASSWORD, MAX_WIRE_PASSWORD, STRONG_PASSWORD } from './fields';
import { email, requiredText } from './fieldSchemas';
import { v } from './validation';

const loginPassword = (max: number) => z.string({ error: v.passwordRequired }).min(1, v.passwordRequired).max(max, v.tooLong);

/** The login form. */
export const loginSchema = z.object({ email: email(), password: loginPassword(MAX_PASSWORD) });
export type Login = z.infer<typeof loginSchema>;

/** The login body on the wire: the same, with the password base64-encoded. */
export const loginWireSchema = z.object({ email: email(), password: loginPassword(MAX_WIRE_PASSWORD) });

const strongPassword = (requiredMessage: string) =>
  z.string({ error: requiredMessage }).min(1, requiredMessage).regex(STRONG_PASSWORD, v.passwordInvalid);

const passwordPair = {
  password: strongPassword(v.passwordRequired),
  confirmPassword: strongPassword(v.confirmPasswordRequired),
};
const samePasswords = (p: { password: string; confirmPassword: string }) => p.password === p.confirmPassword;
const mismatch = { message: v.passwordMismatch, path: ['confirmPassword'] };

const currentPassword = z.string({ error: v.currentPasswordRequired }).min(1, v.currentPasswordRequired).max(MAX_PASSWORD, v.tooLong);

/**
 * The password change's body: the spec's pair, and `currentPassword` (an extension), checked when sent. The admin's
 * form always sends it (passwordChangeFormSchema).
 */
export const passwordChangeSchema = z.object({ ...passwordPair, currentPassword: currentPassword.optional() }).refine(samePasswords, mismatch);

/** The admin's password form: the current password is asked for, so that someone at an unlocked session cannot change it. */
export const passwordChangeFormSchema = z.object({ currentPassword, ...passwordPair }).refine(samePasswords, mismatch);
export type PasswordChange = z.infer<typeof passwordChangeFormSchema>;

export const registerSchema = z
  .object({ name: requiredText(v.nameRequired, 100), email: email(), ...passwordPair })
  .refine(samePasswords, mismatch);
export type Register = z.infer<typeof registerSchema>;

export const forgotPasswordSchema = z.object({ email: email() });
export const verifyCodeSchema = z.object({ email: email(), code: z.string({ error: v.codeInvalid }).regex(/^\d{4}$/, v.codeInvalid) });
export const resetPasswordSchema = z
  .object({ email: email(), code: z.string({ error: v.codeInvalid }).regex(/^\d{4}$/, v.codeInvalid), ...passwordPair })
  .refine(samePasswords, mismatch);
