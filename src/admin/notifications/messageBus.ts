/**
 * The one path server answers take to a toast: the http client publishes every error and every success
 * message here; `<ServerMessages>` (mounted by `<AppNotification>`) turns each publication into one toast.
 * The bus also remembers recently published texts so `<AppNotification>` can drop react-admin's own
 * notification of the same failure (it notifies `error.message` for failed lists and mutations).
 */
import { isSuppressedMessage } from './suppressed';

export type ServerMessage = {
  type: 'success' | 'error';
  /** What the user reads: i18n keys (`app.validation.*`) or plain text, one entry per message. */
  messages: string[];
};

type Listener = (message: ServerMessage) => void;

export type MessageBus = {
  /** `aliases`: other texts of the same answer (e.g. the HttpError's message) react-admin may notify again. */
  publish(message: ServerMessage, aliases?: readonly string[]): void;
  subscribe(listener: Listener): () => void;
  wasRecentlyPublished(text: string): boolean;
  /**
   * Until the returned function is called, a publication of `text` alone shows no toast (it is still remembered,
   * so react-admin's echo of it is dropped as well): for a call whose failure the page already shows.
   */
  holdBack(text: string): () => void;
};

/** How long a published text counts as "just shown": one toast's lifetime plus a margin. */
export const RECENT_MS = 10_000;

export function createMessageBus(now: () => number = Date.now): MessageBus {
  const listeners = new Set<Listener>();
  const recent = new Map<string, number>();
  const held = new Map<string, number>();

  const remember = (text: string) => {
    const at = now();
    for (const [key, time] of recent) if (at - time > RECENT_MS) recent.delete(key);
    recent.set(text, at);
  };

  return {
    publish(message, aliases = []) {
      const messages = message.messages.filter((m) => m.trim() !== '' && !isSuppressedMessage(m));
      [...messages, ...aliases].forEach(remember);
      if (messages.length === 0 || messages.every((m) => held.has(m))) return;
      listeners.forEach((listener) => listener({ type: message.type, messages }));
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    wasRecentlyPublished(text) {
      const at = recent.get(text);
      return at !== undefined && now() - at <= RECENT_MS;
    },
    holdBack(text) {
      held.set(text, (held.get(text) ?? 0) + 1);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        const left = (held.get(text) ?? 1) - 1;
        if (left > 0) held.set(text, left);
        else held.delete(text);
      };
    },
  };
}

/** The application's bus: the default http client publishes here and `<AppNotification>` listens. */
export const serverMessageBus = createMessageBus();
