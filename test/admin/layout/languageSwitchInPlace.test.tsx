import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import {
  AdminContext,
  memoryStore,
  Notification,
  required,
  SaveButton,
  StoreContextProvider,
  TabbedForm,
  TestMemoryRouter,
  TextInput,
  Toolbar,
  type I18nProvider,
  type Store,
} from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { LanguageMenu } from '@admin/layout/LanguageMenu';
import { useLocaleFollowingProvider } from '@admin/layout/languageSwitch';
import { createI18nProvider, loadMessages } from '@i18n/index';

/** As App.tsx hosts react-admin: the provider follows the stored language above react-admin's own context. */
function Host({ store, provider, children }: { store: Store; provider: I18nProvider; children: ReactNode }) {
  return (
    <AdminContext store={store} i18nProvider={useLocaleFollowingProvider(provider)}>
      {children}
    </AdminContext>
  );
}

function renderForm(provider: I18nProvider = createI18nProvider([])) {
  const store = memoryStore({ locale: 'en' });
  render(
    <TestMemoryRouter initialEntries={['/review/create']}>
      <StoreContextProvider value={store}>
        <Host store={store} provider={provider}>
          <LanguageMenu />
          <TabbedForm syncWithLocation={false} onSubmit={vi.fn()} toolbar={<Toolbar><SaveButton /></Toolbar>}>
            <TabbedForm.Tab label="First">
              <TextInput source="name" label="Name" validate={required()} />
            </TabbedForm.Tab>
            <TabbedForm.Tab label="Second">
              <TextInput source="link" label="Link" validate={required()} />
            </TabbedForm.Tab>
          </TabbedForm>
          <Notification />
        </Host>
      </StoreContextProvider>
    </TestMemoryRouter>,
  );
  return store;
}

const nameInput = () => document.querySelector<HTMLInputElement>('input[name="name"]');

/** Types a name, opens the second tab and saves: the second tab's field is refused, in English. */
async function fillAndRefuse() {
  const user = userEvent.setup();
  await user.type(await screen.findByRole('textbox', { name: /Name/ }), 'Typed before the switch');
  await user.click(screen.getByRole('tab', { name: 'Second' }));
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Required')).toBeInTheDocument();
  return user;
}

describe('switching language', () => {
  it('re-renders the page in place: the form keeps its values, its tab and its messages, in the new language', async () => {
    const store = renderForm();
    const user = await fillAndRefuse();
    const before = nameInput();

    await user.click(screen.getByRole('button', { name: 'Language: English' }));
    await user.click(screen.getByRole('menuitemradio', { name: 'Français' }));

    expect(await screen.findByText('Ce champ est requis')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Enregistrer' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Second' })).toHaveAttribute('aria-selected', 'true');
    expect(nameInput()).toBe(before);
    expect(nameInput()).toHaveValue('Typed before the switch');
    expect(store.getItem('locale')).toBe('fr');
    expect(document.documentElement.lang).toBe('fr');
  });

  it('follows a language chosen in another tab (a change of the stored language) the same way', async () => {
    const store = renderForm();
    await fillAndRefuse();
    const before = nameInput();
    const zh = (await loadMessages('zh', [])) as { ra: { validation: { required: string }; action: { save: string } } };

    store.setItem('locale', 'zh');

    expect(await screen.findByText(zh.ra.validation.required)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: zh.ra.action.save })).toBeInTheDocument();
    expect(nameInput()).toBe(before);
    expect(nameInput()).toHaveValue('Typed before the switch');
  });

  it('says so when the language cannot load, and keeps the page as it was', async () => {
    const real = createI18nProvider([]);
    const changeLocale = vi.fn((locale: string) => (locale === 'fr' ? Promise.reject(new Error('offline')) : real.changeLocale(locale)));
    const store = renderForm({ ...real, changeLocale });
    const user = await fillAndRefuse();
    const before = nameInput();

    await user.click(screen.getByRole('button', { name: 'Language: English' }));
    await user.click(screen.getByRole('menuitemradio', { name: 'Français' }));

    expect(await screen.findByText('Cannot load the translations for the specified language')).toBeInTheDocument();
    expect(screen.getByText('Required')).toBeInTheDocument();
    expect(nameInput()).toBe(before);
    expect(nameInput()).toHaveValue('Typed before the switch');
    expect(store.getItem('locale')).toBe('en');
    expect(screen.getByRole('button', { name: 'Language: English' })).toBeInTheDocument();
    expect(changeLocale).toHaveBeenCalledOnce();
  });

  it('two choices in a row end on the second, though the first one’s messages arrive last', async () => {
    const real = createI18nProvider([]);
    let releaseFrench: () => void = () => undefined;
    const frenchHeld = new Promise<void>((resolve) => (releaseFrench = resolve));
    const changeLocale = vi.fn(async (locale: string) => {
      if (locale === 'fr') await frenchHeld;
      return real.changeLocale(locale);
    });
    const store = renderForm({ ...real, changeLocale });
    const user = userEvent.setup();
    await screen.findByRole('textbox', { name: /Name/ });
    const zh = (await loadMessages('zh', [])) as { ra: { action: { save: string } } };

    await user.click(screen.getByRole('button', { name: 'Language: English' }));
    await user.click(screen.getByRole('menuitemradio', { name: 'Français' }));
    await user.click(screen.getByRole('button', { name: 'Language: English' }));
    await user.click(screen.getByRole('menuitemradio', { name: '中文' }));
    expect(await screen.findByRole('button', { name: zh.ra.action.save })).toBeInTheDocument();

    releaseFrench();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(store.getItem('locale')).toBe('zh');
    expect(screen.getByRole('button', { name: zh.ra.action.save })).toBeInTheDocument();
    expect(real.getLocale()).toBe('zh');
  });
});
