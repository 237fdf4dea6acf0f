/**
 * A validation message and its placeholders' values ("At most %{max} characters", max 2000) as one string.
 * react-hook-form keeps an error's message as a string; this is the form react-admin's own validators give a
 * message with arguments, which its inputs (ValidationError) read. The admin's translate reads it too
 * (i18n/index.ts), for everything else that shows a message: toasts, upload fields, the login form.
 */
const PREFIX = '@@react-admin@@';

export type MessageArgs = Record<string, string>;

export const withArgs = (message: string, args?: MessageArgs): string => (args ? `${PREFIX}${JSON.stringify({ message, args })}` : message);

/** The message and values of a `withArgs` string; null for any other text. */
export function readWithArgs(text: string): { message: string; args: MessageArgs } | null {
  if (!text.startsWith(PREFIX)) return null;
  try {
    const { message, args } = JSON.parse(text.slice(PREFIX.length)) as { message?: unknown; args?: unknown };
    if (typeof message !== 'string' || typeof args !== 'object' || args === null) return null;
    return { message, args: args as MessageArgs };
  } catch {
    return null;
  }
}
