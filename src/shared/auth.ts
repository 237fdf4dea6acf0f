/** Session calls and their forms: login and password change (spec §5, §7) plus the public-page extensions. */
import { z } from 'zod';
import { route } from './api';
import { email, STRONG_PASSWORD, requiredText } from './fields';
import { v } from './validation';

export const authRoutes = {
  login: route('POST', 'auth/admin/login', { public: true }),
  me: route('GET', 'auth/user/me'),
  updatePassword: route('PATCH', 'admin/user/update/password'),
  // Extensions: the spec lists the public pages but not their calls.
  register: route('POST', 'auth/admin/register', { public: true, extension: true }),
  forgotPassword: route('POST', 'auth/admin/forgot-password', { public: true, extension: true }),
  verifyCode: route('POST', 'auth/admin/verify-code', { public: true, extension: true }),
  resetPassword: route('POST', 'auth/admin/reset-password', { public: true, extension: true }),
} as const;

/** The login form; the wire body carries the password base64-encoded. */
export const loginSchema = z.object({
  email: email(),
  password: z.string({ error: v.passwordRequired }).min(1, v.passwordRequired).max(128, v.tooLong),
});
export type Login = z.infer<typeof loginSchema>;

const strongPassword = (requiredMessage: string) =>
  z.string({ error: requiredMessage }).min(1, requiredMessage).regex(STRONG_PASSWORD, v.passwordInvalid);

const passwordPair = {
  password: strongPassword(v.passwordRequired),
  confirmPassword: strongPassword(v.confirmPasswordRequired),
};
const samePasswords = (p: { password: string; confirmPassword: string }) => p.password === p.confirmPassword;
const mismatch = { message: v.passwordMismatch, path: ['confirmPassword'] };

export const passwordChangeSchema = z.object(passwordPair).refine(samePasswords, mismatch);
export type PasswordChange = z.infer<typeof passwordChangeSchema>;

export const registerSchema = z
  .object({ name: requiredText(v.nameRequired, 100), email: email(), ...passwordPair })
  .refine(samePasswords, mismatch);
export type Register = z.infer<typeof registerSchema>;

export const forgotPasswordSchema = z.object({ email: email() });
export const verifyCodeSchema = z.object({ email: email(), code: z.string({ error: v.codeInvalid }).regex(/^\d{4}$/, v.codeInvalid) });
export const resetPasswordSchema = z
  .object({ email: email(), code: z.string({ error: v.codeInvalid }).regex(/^\d{4}$/, v.codeInvalid), ...passwordPair })
  .refine(samePasswords, mismatch);

/** What `auth/user/me` answers. */
export type AdminUser = { _id: string; name: string; email: string; status: number; type: string };
export const ADMIN_ROLE = 'admin';

export const encodePassword = (password: string) => btoa(String.fromCharCode(...new TextEncoder().encode(password)));
export const decodePassword = (encoded: string) =>
  new TextDecoder().decode(Uint8Array.from(atob(encoded), (c) => c.charCodeAt(0)));
