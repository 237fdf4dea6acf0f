import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, useNotify, testDataProvider } from 'react-admin';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import { describe, expect, it } from 'vitest';
import { AppNotification } from '@admin/notifications/AppNotification';
import { createMessageBus } from '@admin/notifications/messageBus';
import { AUTO_HIDE_MS, markOwn, repeatKey, shouldDrop } from '@admin/notifications/notificationFilter';

const i18nProvider = polyglotI18nProvider(
  () => ({ ...englishMessages, app: { validation: { address: 'Please enter address', startDateRequired: 'please enter start date' } } }),
  'en',
);

type Notify = ReturnType<typeof useNotify>;

function renderToasts() {
  const bus = createMessageBus();
  const notifyRef: { current?: Notify } = {};
  const Grab = () => {
    notifyRef.current = useNotify();
    return null;
  };
  render(
    <AdminContext dataProvider={testDataProvider()} i18nProvider={i18nProvider}>
      <Grab />
      <AppNotification bus={bus} />
    </AdminContext>,
  );
  return { bus, notify: (...args: Parameters<Notify>) => notifyRef.current!(...args) };
}

/** Closes the toast on screen the way a user can: Escape. */
const closeToast = () => userEvent.keyboard('{Escape}');

describe('AppNotification', () => {
  it('shows every message of a server error in one toast, translated', async () => {
    const { bus } = renderToasts();
    bus.publish({ type: 'error', messages: ['app.validation.address', 'Plot number taken'] });
    const toast = await screen.findByText(/Please enter address/);
    expect(toast).toHaveTextContent('Plot number taken');
  });

  it("shows a server success message and drops react-admin's stock 'updated' text", async () => {
    const { bus, notify } = renderToasts();
    notify('resources.blog.notifications.updated', { type: 'info', messageArgs: { _: 'Element updated' } });
    notify('ra.notification.updated', { type: 'info', messageArgs: { smart_count: 1 } });
    bus.publish({ type: 'success', messages: ['Blog updated'] });
    expect(await screen.findByText('Blog updated')).toBeInTheDocument();
    expect(screen.queryByText(/Element updated/)).not.toBeInTheDocument();
  });

  it("drops react-admin's echo of a failure the server answer already showed", async () => {
    const { bus, notify } = renderToasts();
    bus.publish({ type: 'error', messages: ['Plot not found'] }, ['Plot not found']);
    notify('Plot not found', { type: 'error', messageArgs: { _: 'Plot not found' } });
    notify('app.validation.startDateRequired', { type: 'error' });
    expect(await screen.findByText('please enter start date')).toBeInTheDocument();
    await closeToast();
    expect(await screen.findByText('Plot not found')).toBeInTheDocument();
    await closeToast();
    await waitFor(() => expect(screen.queryByText('Plot not found')).not.toBeInTheDocument());
    await new Promise((r) => setTimeout(r, 400));
    expect(screen.queryByText('Plot not found')).not.toBeInTheDocument();
  });

  it('a newer toast replaces the one on screen within a second instead of waiting out its 6 s', async () => {
    const { bus } = renderToasts();
    bus.publish({ type: 'success', messages: ['File uploaded'] });
    expect(await screen.findByText('File uploaded')).toBeInTheDocument();
    bus.publish({ type: 'error', messages: ['The file is empty'] });
    expect(await screen.findByText('The file is empty', {}, { timeout: 2500 })).toBeInTheDocument();
    expect(screen.queryByText('File uploaded')).not.toBeInTheDocument();
    // Alone on screen, it keeps the full time.
    await new Promise((r) => setTimeout(r, 1500));
    expect(screen.getByText('The file is empty')).toBeInTheDocument();
  });

  it('shows a text again once another toast replaced it, even within 6 s', async () => {
    const { bus } = renderToasts();
    bus.publish({ type: 'success', messages: ['OTP sent to the customer'] });
    expect(await screen.findByText('OTP sent to the customer')).toBeInTheDocument();
    bus.publish({ type: 'success', messages: ['The earlier OTP is still valid'] });
    expect(await screen.findByText('The earlier OTP is still valid', {}, { timeout: 2500 })).toBeInTheDocument();
    bus.publish({ type: 'success', messages: ['OTP sent to the customer'] });
    expect(await screen.findByText('OTP sent to the customer', {}, { timeout: 2500 })).toBeInTheDocument();
  });

  it('shows a text again once its toast was closed, even within 6 s', async () => {
    const { notify } = renderToasts();
    notify('app.validation.address', { type: 'error' });
    expect(await screen.findByText('Please enter address')).toBeInTheDocument();
    await new Promise((r) => setTimeout(r, 1100));
    await closeToast();
    await waitFor(() => expect(screen.queryByText('Please enter address')).not.toBeInTheDocument());
    notify('app.validation.address', { type: 'error' });
    expect(await screen.findByText('Please enter address', {}, { timeout: 2500 })).toBeInTheDocument();
  });

  it('shows a failure again when it comes back while its closed toast is still going away (Save pressed again)', async () => {
    const { bus } = renderToasts();
    const unreachable = 'The server could not be reached. Check the connection, then try again.';
    bus.publish({ type: 'error', messages: [unreachable] });
    expect(await screen.findByText(unreachable)).toBeInTheDocument();
    await new Promise((r) => setTimeout(r, 1100));
    // The click on Save closes the toast; the second try fails before it has finished going.
    await closeToast();
    bus.publish({ type: 'error', messages: [unreachable] });
    await waitFor(() => expect(screen.queryByText(unreachable)).not.toBeInTheDocument(), { timeout: 2500 });
    expect(await screen.findByText(unreachable, {}, { timeout: 2500 })).toBeInTheDocument();
  });

  it('a client-side message shows through useNotify', async () => {
    const { notify } = renderToasts();
    notify('app.validation.startDateRequired', { type: 'error' });
    expect(await screen.findByText('please enter start date')).toBeInTheDocument();
  });

  it('never shows internal script errors', async () => {
    const { bus, notify } = renderToasts();
    bus.publish({ type: 'error', messages: ['ResizeObserver loop completed with undelivered notifications.'] });
    notify('Script error.', { type: 'error' });
    notify('Visible one', { type: 'info' });
    expect(await screen.findByText('Visible one')).toBeInTheDocument();
    await closeToast();
    await new Promise((r) => setTimeout(r, 400));
    expect(screen.queryByText(/ResizeObserver|Script error/)).not.toBeInTheDocument();
  });
});

describe('shouldDrop', () => {
  const bus = createMessageBus();
  const state = (shownAt: Map<string, number> = new Map(), now = 10_000) => ({ bus, shownAt, now });

  it('drops a repeat of a text shown less than 6000 ms ago, not later, and not one with other arguments', () => {
    const toast = { message: 'app.export.done', type: 'success' as const, notificationOptions: { messageArgs: { smart_count: 321 } } };
    const shownAt = new Map([[repeatKey(toast)!, 10_000]]);
    expect(shouldDrop(toast, state(shownAt, 10_000 + AUTO_HIDE_MS - 1))).toBe(true);
    expect(shouldDrop(toast, state(shownAt, 10_000 + AUTO_HIDE_MS))).toBe(false);
    const other = { ...toast, notificationOptions: { messageArgs: { smart_count: 55 } } };
    expect(shouldDrop(other, state(shownAt, 10_001))).toBe(false);
  });

  it('keeps undoable notifications, whatever their text', () => {
    expect(shouldDrop({ message: 'ra.notification.updated', type: 'info', notificationOptions: { undoable: true } }, state())).toBe(false);
  });

  it('keeps the bus own toasts although their text was just published', () => {
    bus.publish({ type: 'error', messages: ['Taken'] });
    expect(shouldDrop({ message: 'Taken', type: 'error', notificationOptions: { messageArgs: markOwn({ _: 'Taken' }) } }, state())).toBe(false);
    expect(shouldDrop({ message: 'Taken', type: 'error', notificationOptions: { messageArgs: { _: 'Taken' } } }, state())).toBe(true);
  });

  it("drops react-admin's \"missing id\" after a create ended the session, and only then", () => {
    const toast = { message: 'Invalid dataProvider response for create: missing id', type: 'error' as const };
    localStorage.setItem('token', 'still signed in');
    expect(shouldDrop(toast, state())).toBe(false); // a real fault stays visible
    localStorage.removeItem('token'); // the 401 removed it; the server's "Session is no longer valid" was shown
    expect(shouldDrop(toast, state())).toBe(true);
  });
});
