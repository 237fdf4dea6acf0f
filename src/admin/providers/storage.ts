/** The session as kept in localStorage (spec §4): the bearer token and the role. */
export const TOKEN_KEY = 'token';
export const ROLE_KEY = 'role';

export const getToken = (): string | null => localStorage.getItem(TOKEN_KEY);
export const getRole = (): string | null => localStorage.getItem(ROLE_KEY);

export function storeSession(token: string, role?: string) {
  localStorage.setItem(TOKEN_KEY, token);
  if (role !== undefined) localStorage.setItem(ROLE_KEY, role);
}

/** A 401 ends the token only; the role and the user's preferences stay. */
export const removeToken = () => localStorage.removeItem(TOKEN_KEY);

/** Logout, statusCode 5000 and a 404 on the profile clear everything (spec §2, §4). */
export const clearStorage = () => localStorage.clear();
