/**
 * The admin's toasts: pass it as `<Admin notification={AppNotification}>`. It shows what the server answers
 * (through `<ServerMessages>`) and what views notify, each once, hiding after 6000 ms at the bottom right (at the
 * top on a phone).
 *
 * A view shows a client-side message through the same path with react-admin's `useNotify`:
 *
 *   const notify = useNotify();
 *   notify('app.validation.startDateRequired', { type: 'error' }); // 'please enter start date'
 *
 * The text may be an i18n key or plain text; leave `autoHideDuration` out so the timing below applies. Server
 * answers need nothing: the http client publishes them, so views should not notify a server message again (it
 * would be dropped).
 *
 * One toast shows at a time. A newer one does not wait out the current one's 6000 ms (an upload's error queued
 * behind the success of the upload before it, still on screen): the current one hides after NEXT_IN_MS more.
 */
import { useMediaQuery, type Theme } from '@mui/material';
import { useEffect, useMemo, useRef } from 'react';
import { Notification, NotificationContext, useNotificationContext, type NotificationPayload, type NotificationProps } from 'react-admin';
import { serverMessageBus, type MessageBus } from './messageBus';
import { AUTO_HIDE_MS, NEXT_IN_MS, repeatKey, shouldDrop } from './notificationFilter';
import { ServerMessages } from './ServerMessages';

export type AppNotificationProps = NotificationProps & { bus?: MessageBus };

/**
 * On a phone the bottom of the screen holds what the user acts on next: a form's toolbar (fixed there) or a dialog's
 * buttons (the order completion's Submit lay under "OTP sent to the customer"). The toast goes to the top there.
 */
const PHONE_PLACE = { vertical: 'top', horizontal: 'center' } as const;
/**
 * Below the app bar (48 px on a phone, 56 at most): over it the toast took the menu, language, refresh and profile
 * buttons for its 5–6 s, and a tap on the menu right after a save did nothing until it had gone (audit).
 */
const BELOW_APP_BAR = {
  top: 64,
  // A tap on its text reaches what it covers, and closes it as a tap beside it does: over an open dialog it covered
  // the title's Close button, and for its 6 s a tap there hit the toast (audit 31-J). Its own buttons still take taps.
  pointerEvents: 'none',
  '& button, & a': { pointerEvents: 'auto' },
} as const;
const WIDE_PLACE = { vertical: 'bottom', horizontal: 'right' } as const;
/** A long message wraps instead of running across the page: the edit conflict's covered the form's Save (audit). */
const WIDE_SIZE = { maxWidth: 560 } as const;

/**
 * A toast already closed (a click beside it, its close button), or going away, is no longer "still shown": a repeat
 * of it is shown again. Its time was kept for its whole 6 s, and a second "The form is not valid" after a click
 * elsewhere was dropped (audit). A toast taken in the last second may not be on screen yet: it still counts.
 */
function forgetClosedToasts(shownAt: Map<string, number>, now: number) {
  // One going away (faded out: its transition sets opacity 0) is closed too: the same failure coming back meanwhile
  // (Save pressed again, whose click closed the toast) was dropped as "still shown", and never showed (audit 32-N).
  const content = document.querySelector<HTMLElement>('.MuiSnackbar-root > *');
  if (content && content.style.opacity !== '0') return;
  for (const [key, at] of shownAt) if (now - at > 1000) shownAt.delete(key);
}

export function AppNotification({ bus = serverMessageBus, ...props }: AppNotificationProps) {
  const context = useNotificationContext();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const shownAt = useRef(new Map<string, number>());
  const { notifications, setNotifications } = context;

  // The toast on screen: an undoable one keeps its full time, since hiding it commits the mutation.
  const current = useRef<NotificationPayload | undefined>(undefined);

  const filtered = useMemo(() => {
    const drop = (n: NotificationPayload) => {
      const now = Date.now();
      forgetClosedToasts(shownAt.current, now);
      return shouldDrop(n, { bus, shownAt: shownAt.current, now });
    };
    return {
      ...context,
      notifications: notifications.filter((n) => !drop(n)),
      takeNotification: () => {
        const index = notifications.findIndex((n) => !drop(n));
        setNotifications((queue) => queue.slice(index < 0 ? notifications.length : index + 1));
        if (index < 0) return;
        const taken = notifications[index];
        // Only the toast on screen counts as "still shown": the one before is gone (replaced or hidden).
        shownAt.current.clear();
        const key = repeatKey(taken);
        if (key !== undefined) shownAt.current.set(key, Date.now());
        current.current = taken;
        return taken;
      },
    };
  }, [context, notifications, setNotifications, bus]);
  const newerWaiting = filtered.notifications.length > 0 && !current.current?.notificationOptions?.undoable;

  // Dropped entries leave the queue at once, so none of them is shown later by mistake.
  useEffect(() => {
    const now = Date.now();
    forgetClosedToasts(shownAt.current, now);
    if (notifications.some((n) => shouldDrop(n, { bus, shownAt: shownAt.current, now }))) {
      setNotifications((queue) => queue.filter((n) => !shouldDrop(n, { bus, shownAt: shownAt.current, now })));
    }
  }, [notifications, setNotifications, bus]);

  return (
    <>
      <ServerMessages bus={bus} />
      <NotificationContext.Provider value={filtered}>
        <Notification
          autoHideDuration={newerWaiting ? NEXT_IN_MS : AUTO_HIDE_MS}
          anchorOrigin={phone ? PHONE_PLACE : WIDE_PLACE}
          sx={phone ? BELOW_APP_BAR : WIDE_SIZE}
          {...props}
        />
      </NotificationContext.Provider>
    </>
  );
}
