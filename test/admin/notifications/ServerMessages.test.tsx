import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, testDataProvider, useNotify, type I18nProvider } from 'react-admin';
import { beforeAll, describe, expect, it } from 'vitest';
import { AppNotification } from '@admin/notifications/AppNotification';
import { createMessageBus } from '@admin/notifications/messageBus';
import type { LocaleCode } from '@admin/resources/adminResource';
import { adminResources } from '@admin/resources/registry';
import { createI18nProvider } from '@i18n/index';

const providers = {} as Record<LocaleCode, I18nProvider>;
beforeAll(async () => {
  for (const locale of ['en', 'fr', 'zh'] as const) {
    providers[locale] = createI18nProvider(adminResources);
    await providers[locale].changeLocale(locale);
  }
});

type Notify = ReturnType<typeof useNotify>;

/** The admin's toasts for a user of `locale`, with the application's i18n provider. */
function renderToasts(locale: LocaleCode) {
  const bus = createMessageBus();
  const notifyRef: { current?: Notify } = {};
  const Grab = () => {
    notifyRef.current = useNotify();
    return null;
  };
  render(
    <AdminContext dataProvider={testDataProvider()} i18nProvider={providers[locale]}>
      <Grab />
      <AppNotification bus={bus} />
    </AdminContext>,
  );
  return { bus, notify: (...args: Parameters<Notify>) => notifyRef.current!(...args) };
}

const closeToast = () => userEvent.keyboard('{Escape}');

describe('server messages in the admin’s language', () => {
  it('a French user reads the French toast for a created record', async () => {
    const { bus } = renderToasts('fr');
    bus.publish({ type: 'success', messages: ['Property created successfully'] });
    expect(await screen.findByText('Bien immobilier : création réussie')).toBeInTheDocument();
    expect(screen.queryByText('Property created successfully')).not.toBeInTheDocument();
  });

  it('a Chinese user reads the Chinese toast for a deleted order', async () => {
    const { bus } = renderToasts('zh');
    bus.publish({ type: 'success', messages: ['Order deleted successfully'] });
    expect(await screen.findByText('订单删除成功')).toBeInTheDocument();
  });

  it('an English user reads the server’s own text', async () => {
    const { bus } = renderToasts('en');
    bus.publish({ type: 'success', messages: ['Plot requirement status updated successfully'] });
    expect(await screen.findByText('Plot requirement status updated successfully')).toBeInTheDocument();
  });

  it('translates each message of an error answer, keeps an unknown text as it came', async () => {
    const { bus } = renderToasts('fr');
    bus.publish({ type: 'error', messages: ['app.validation.address', 'Plot number taken', 'Invalid user OTP'] });
    const toast = await screen.findByText(/Veuillez saisir l'adresse/);
    expect(toast).toHaveTextContent('Plot number taken');
    expect(toast).toHaveTextContent('OTP client invalide');
  });

  it("still drops react-admin's echo of a failure the translated toast already showed", async () => {
    const { bus, notify } = renderToasts('fr');
    bus.publish({ type: 'error', messages: ['Plot requirement not found'] }, ['Plot requirement not found']);
    notify('Plot requirement not found', { type: 'error', messageArgs: { _: 'Plot requirement not found' } });
    expect(await screen.findByText('Terrain recherché : introuvable')).toBeInTheDocument();
    await closeToast();
    await waitFor(() => expect(screen.queryByText('Terrain recherché : introuvable')).not.toBeInTheDocument());
    await new Promise((r) => setTimeout(r, 400));
    expect(screen.queryByText(/Plot requirement not found|introuvable/)).not.toBeInTheDocument();
  });
});

describe('a text held back (a failure the page already shows)', () => {
  it('shows no toast, nor react-admin’s echo of it, until released; other texts still show', async () => {
    const { bus, notify } = renderToasts('en');
    const release = bus.holdBack('app.common.unreachable');
    bus.publish({ type: 'error', messages: ['app.common.unreachable'] }, ['app.common.unreachable']);
    notify('app.common.unreachable', { type: 'error' });
    bus.publish({ type: 'error', messages: ['Plot number taken'] });
    expect(await screen.findByText('Plot number taken')).toBeInTheDocument();
    await new Promise((r) => setTimeout(r, 400));
    expect(screen.queryByText(/could not be reached/)).not.toBeInTheDocument();

    release();
    await closeToast();
    bus.publish({ type: 'error', messages: ['app.common.unreachable'] });
    expect(await screen.findByText('The server could not be reached. Check the connection, then try again.')).toBeInTheDocument();
  });
});
