/** The reset flow carries the email from page to page in the query string. No router here: the login page uses it. */
export function withEmail(path: string, email: string): string {
  return `${path}?${new URLSearchParams({ email }).toString()}`;
}
