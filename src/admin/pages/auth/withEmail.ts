import { useSearchParams } from 'react-router-dom';

/** The reset flow carries the email (and the code) from page to page in the query string. */
export function withEmail(path: string, email: string, extra: Record<string, string> = {}): string {
  const query = new URLSearchParams({ email, ...extra });
  return `${path}?${query.toString()}`;
}

export function useFlowParams(): { email: string; code: string } {
  const [params] = useSearchParams();
  return { email: params.get('email') ?? '', code: params.get('code') ?? '' };
}
