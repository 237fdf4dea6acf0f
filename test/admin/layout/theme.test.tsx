import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { memoryStore } from 'react-admin';
import { ADMIN_TEST_TIMEOUT, renderAdmin } from '@test/helpers/renderAdmin';

/** The colour MUI paints the top bar with (the preset's primary colour in light mode). */
const appBarColour = (appBar: HTMLElement) => getComputedStyle(appBar).getPropertyValue('--AppBar-background');

describe('themes', { timeout: ADMIN_TEST_TIMEOUT }, () => {
  it('applies a colour preset and dark mode at once, and stores both', async () => {
    const user = userEvent.setup();
    const { store, appBar } = renderAdmin({ path: '/controls/settings' });
    const theme3 = await screen.findByLabelText('Theme 3');
    expect(appBarColour(appBar())).toBe('#1565c0');

    await user.click(theme3);
    await waitFor(() => expect(appBarColour(appBar())).toBe('#16595a'));
    expect(store.getItem('themeName')).toBe('theme3');

    await user.click(screen.getByLabelText('Dark'));
    await waitFor(() => expect(store.getItem('theme')).toBe('dark'));
    expect(screen.getByLabelText('Dark')).toBeChecked();
    expect(getComputedStyle(document.body).backgroundColor).toBe('rgb(49, 49, 49)');
  });

  it('starts with the stored preset, and the top bar toggles light and dark, saying which is on', async () => {
    const user = userEvent.setup();
    const store = memoryStore({ themeName: 'theme7', theme: 'light' });
    const { appBar } = renderAdmin({ path: '/controls/settings', store });
    expect(await screen.findByLabelText('Theme 7')).toBeChecked();
    expect(appBarColour(appBar())).toBe('#6a1b9a');

    const toggle = within(appBar()).getByRole('button', { name: 'Toggle light/dark mode' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await user.click(toggle);
    expect(store.getItem('theme')).toBe('dark');
    await waitFor(() => expect(screen.getByLabelText('Dark')).toBeChecked());
    // Which mode is on, for a screen reader: the name stays the same.
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
  });
});
