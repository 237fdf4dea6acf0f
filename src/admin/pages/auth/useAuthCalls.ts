import { useAuthProvider, type AuthProvider } from 'react-admin';
import type { AuthCalls } from '@admin/providers/authCalls';

/** The authProvider as App mounts it: react-admin's methods plus the session calls of the public and password pages. */
export type AppAuthProvider = AuthProvider & AuthCalls;

export function useAuthCalls(): AuthCalls {
  const authProvider = useAuthProvider<AppAuthProvider>();
  if (!authProvider?.updatePassword) throw new Error('The authProvider lacks the session calls (register, updatePassword, ...).');
  return authProvider;
}
