/**
 * The session calls the public pages and the password page make (spec §7 Password; the register /
 * forgot-password / code-verification / reset-password extensions of src/shared/auth.ts), through the same
 * http client as everything else, so the same delay, error toasts and success messages apply.
 */
import { authRoutes, type PasswordChange, type Register } from '@shared/auth';
import { httpClient as defaultHttpClient, routeRequest, type HttpClient } from './httpClient';
import { readAccessToken } from './authProvider';
import { storeSession } from './storage';

type Answer = { message?: string; data?: unknown };

export type AuthCalls = {
  /** Whether the server creates accounts; true when it cannot tell (the register call then answers for itself). */
  registrationOpen(): Promise<boolean>;
  register(body: Register): Promise<{ message?: string }>;
  forgotPassword(body: { email: string }): Promise<{ message?: string }>;
  verifyCode(body: { email: string; code: string }): Promise<{ message?: string }>;
  resetPassword(body: { email: string; code: string; password: string; confirmPassword: string }): Promise<{ message?: string }>;
  /** `PATCH admin/user/update/password` in plain text; the answer's new token replaces the stored one. */
  updatePassword(body: PasswordChange): Promise<{ message?: string }>;
};

export function createAuthCalls({ httpClient = defaultHttpClient }: { httpClient?: HttpClient } = {}): AuthCalls {
  // The auth pages' forms show a refusal themselves, on its field or above the button: no toast saying it again.
  const post = (route: (typeof authRoutes)[keyof typeof authRoutes]) => async (body: unknown) => {
    const { json } = await httpClient<Answer>(routeRequest(route, { body, notifyErrors: false }));
    return { message: json.message };
  };
  return {
    async registrationOpen() {
      try {
        const { json } = await httpClient<Answer & { data?: { open?: unknown } }>(routeRequest(authRoutes.registration, { notifyErrors: false }));
        return json.data?.open !== false;
      } catch {
        return true;
      }
    },
    register: post(authRoutes.register),
    forgotPassword: post(authRoutes.forgotPassword),
    verifyCode: post(authRoutes.verifyCode),
    resetPassword: post(authRoutes.resetPassword),
    async updatePassword(body) {
      const { json } = await httpClient<Answer & { data?: { accessToken?: string } }>(routeRequest(authRoutes.updatePassword, { body, notifyErrors: false }));
      storeSession(readAccessToken(json));
      return { message: json.message };
    },
  };
}

export const { registrationOpen, register, forgotPassword, verifyCode, resetPassword, updatePassword } = createAuthCalls();
