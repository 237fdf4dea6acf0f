import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { memoryStore } from 'react-admin';
import { ADMIN_TEST_TIMEOUT, renderAdmin } from '@test/helpers/renderAdmin';

const menuTexts = () => [...document.querySelectorAll('.RaMenu-open [role="menuitem"], .RaMenu-closed [role="menuitem"]')].map((i) => i.textContent);

describe('language picker', { timeout: ADMIN_TEST_TIMEOUT }, () => {
  it('switches the whole interface to French, then Chinese, and remembers the choice', async () => {
    const user = userEvent.setup();
    const { store, appBar } = renderAdmin({ path: '/controls/settings' });
    await screen.findByRole('heading', { level: 1, name: 'Settings' });
    expect(menuTexts()[0]).toBe('Dashboard');

    await user.click(within(appBar()).getByRole('button', { name: 'Language: English' }));
    await user.click(await screen.findByRole('menuitemradio', { name: 'Français' }));
    await waitFor(() => expect(menuTexts().slice(0, 3)).toEqual(['Tableau de bord', 'Biens immobiliers', 'Création de services']));
    expect(await screen.findByRole('heading', { level: 1, name: 'Paramètres' })).toBeInTheDocument();
    expect(store.getItem('locale')).toBe('fr');
    expect(document.documentElement.lang).toBe('fr');

    await user.click(within(appBar()).getByRole('button', { name: 'Langue : Français' }));
    await user.click(await screen.findByRole('menuitemradio', { name: '中文' }));
    await waitFor(() => expect(menuTexts().slice(0, 2)).toEqual(['仪表板', '房产列表']));
    expect(store.getItem('locale')).toBe('zh');
    expect(document.documentElement.lang).toBe('zh');
  });

  it('says what it chooses, checks the current language, and marks each name with its own language', async () => {
    const user = userEvent.setup();
    const { appBar } = renderAdmin({ path: '/controls/settings', store: memoryStore({ locale: 'ro' }) });
    await screen.findByRole('heading', { level: 1, name: 'Setări' });
    await user.click(within(appBar()).getByRole('button', { name: 'Limba: Română' }));
    const items = await screen.findAllByRole('menuitemradio');
    expect(items.map((item) => [item.textContent, item.getAttribute('lang'), item.getAttribute('aria-checked')])).toEqual([
      ['English', 'en', 'false'],
      ['Français', 'fr', 'false'],
      ['Română', 'ro', 'true'],
      ['中文', 'zh', 'false'],
    ]);
    await user.click(items[3]);
    await user.click(await within(appBar()).findByRole('button', { name: '语言：中文' }));
    expect(await screen.findByRole('menuitemradio', { name: '中文', checked: true })).toHaveAttribute('lang', 'zh');
    expect(screen.getByRole('menuitemradio', { name: 'Română', checked: false })).toBeInTheDocument();
  });

  it('starts in the stored language', async () => {
    renderAdmin({ path: '/controls/settings', store: memoryStore({ locale: 'ro' }) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Setări' })).toBeInTheDocument();
    expect(menuTexts()[0]).toBe('Panou de control');
    expect(document.documentElement.lang).toBe('ro');
  });
});
