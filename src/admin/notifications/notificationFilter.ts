/**
 * Which queued notifications `<AppNotification>` shows. Server answers reach the user once, through the
 * message bus; react-admin's own echo of the same failure, its stock CRUD texts, internal script errors and
 * a repeat of a text still on screen are dropped. Undoable notifications are always kept: closing them is
 * what commits an undoable mutation.
 */
import type { NotificationPayload } from 'react-admin';
import { getToken } from '../providers/storage';
import type { MessageBus } from './messageBus';
import { isSuppressedMessage } from './suppressed';

/** Product toasts hide after 6000 ms (spec §9). */
export const AUTO_HIDE_MS = 6000;
/** How much longer a toast stays once a newer one waits behind it (MUI's "consecutive snackbars"). */
export const NEXT_IN_MS = 800;

const STOCK_TEXTS = new Set([
  'ra.notification.created',
  'ra.notification.updated',
  'ra.notification.deleted',
  'ra.notification.http_error',
  // A failed getOne already showed the server's answer.
  'ra.notification.item_doesnt_exist',
]);
const RESOURCE_STOCK_TEXT = /^resources\.[^.]+\.notifications\.(created|updated|deleted)$/;

const ownArgs = new WeakSet<object>();

/** Marks the messageArgs of a notification `<ServerMessages>` queued, so it is not taken for an echo. */
export function markOwn<T extends object>(messageArgs: T): T {
  ownArgs.add(messageArgs);
  return messageArgs;
}

/**
 * A create whose answer ended the session (a 401): react-admin's data provider wrapper logs out and hands the
 * create an empty record instead of the error, and the create then reports a record without an id. The server's
 * own answer ("Session is no longer valid, please log in again") has been shown; this developer text is dropped.
 */
const CREATE_AFTER_LOGOUT = 'Invalid dataProvider response for create: missing id';

export type FilterState = { bus: MessageBus; shownAt: ReadonlyMap<string, number>; now: number };

/** What makes two toasts the same: the text and its arguments ("Exported 55 rows" is not "Exported 321 rows"). */
export function repeatKey(notification: NotificationPayload): string | undefined {
  if (typeof notification.message !== 'string') return undefined;
  return `${notification.message}\u0000${JSON.stringify(notification.notificationOptions?.messageArgs ?? {})}`;
}

export function shouldDrop(notification: NotificationPayload, { bus, shownAt, now }: FilterState): boolean {
  const options = notification.notificationOptions ?? {};
  if (options.undoable) return false;
  const text = typeof notification.message === 'string' ? notification.message : undefined;
  const fallback = typeof options.messageArgs?._ === 'string' ? (options.messageArgs._ as string) : undefined;
  const texts = [text, fallback].filter((t): t is string => t !== undefined);
  if (texts.some(isSuppressedMessage)) return true;
  if (text === CREATE_AFTER_LOGOUT && getToken() === null) return true;
  if (text && (STOCK_TEXTS.has(text) || RESOURCE_STOCK_TEXT.test(text))) return true;
  const own = options.messageArgs !== undefined && ownArgs.has(options.messageArgs);
  if (!own && texts.some((t) => bus.wasRecentlyPublished(t))) return true;
  const key = repeatKey(notification);
  const lastShown = key === undefined ? undefined : shownAt.get(key);
  return lastShown !== undefined && now - lastShown < AUTO_HIDE_MS;
}
