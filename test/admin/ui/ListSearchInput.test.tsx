import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lastParams, listAnswer, renderScreens } from '../resources/plot-for-sale/screensHarness';

const row = { id: 'sr-1', _id: 'sr-1', name: 'Padma', phone: '', email: 'padma@example.com', subject: 'Refund', message: 'Refund please', status: 1, createdAt: '2024-07-09T12:00:00+05:30', updatedAt: '2024-07-09T12:00:00+05:30' };

afterEach(() => window.history.replaceState(null, '', '/'));

describe('the lists’ search box', () => {
  it('searches after a pause, at once on Enter, and clears with its button', async () => {
    const getList = vi.fn(async () => listAnswer([row]));
    renderScreens('/support', { getList, setLeadStatus: vi.fn() });
    await screen.findByText('Padma');
    const box = screen.getByRole('textbox', { name: 'Search' });
    await userEvent.type(box, 'refund');
    await waitFor(() => expect(lastParams(getList).filter).toEqual({ q: 'refund' }));
    await userEvent.type(box, ' amount{Enter}');
    await waitFor(() => expect(lastParams(getList).filter).toEqual({ q: 'refund amount' }));
    await userEvent.click(screen.getByRole('button', { name: 'Clear value' }));
    await waitFor(() => expect(lastParams(getList).filter).toEqual({}));
    expect(box).toHaveValue('');
  });

  it('keeps a status picked just before the search was typed', async () => {
    const getList = vi.fn(async () => listAnswer([row]));
    renderScreens('/support', { getList, setLeadStatus: vi.fn() });
    await screen.findByText('Padma');
    // Both wait for their pause (react-admin's filter form too); the status's comes first. fireEvent: no delay between the steps.
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Status' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Closed' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Search' }), { target: { value: 'refund' } });
    await waitFor(() => expect(lastParams(getList).filter).toEqual({ q: 'refund', statusFilter: expect.any(Number) }));
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(lastParams(getList).filter).toEqual({ q: 'refund', statusFilter: expect.any(Number) });
  });

  it('takes at most the 200 characters the API searches with: a longer paste is cut, not refused', async () => {
    const getList = vi.fn(async () => listAnswer([row]));
    renderScreens('/support', { getList, setLeadStatus: vi.fn() });
    await screen.findByText('Padma');
    const box = screen.getByRole('textbox', { name: 'Search' });
    await userEvent.click(box);
    await userEvent.paste('ప'.repeat(250));
    expect(box).toHaveValue('ప'.repeat(200));
    await waitFor(() => expect(lastParams(getList).filter).toEqual({ q: 'ప'.repeat(200) }));
  });

  it('drops a pending search once the user has left the list', async () => {
    const getList = vi.fn(async () => listAnswer([row]));
    renderScreens('/support', { getList, setLeadStatus: vi.fn() });
    await screen.findByText('Padma');
    await userEvent.type(screen.getByRole('textbox', { name: 'Search' }), 'refund');
    // A row click changes the address at once; the list itself may stay on screen while the next view loads.
    window.history.pushState(null, '', '/support/sr-1');
    await new Promise((resolve) => setTimeout(resolve, 800));
    expect((getList.mock.calls as unknown as [string, { filter: { q?: string } }][]).some(([, params]) => params.filter.q)).toBe(false);
  });
});

describe('the search shortcut', () => {
  it('"/" goes to the search box from the page, and is typed as usual in another field', async () => {
    const getList = vi.fn(async () => listAnswer([row]));
    renderScreens('/support', { getList, setLeadStatus: vi.fn() });
    await screen.findByText('Padma');
    const box = screen.getByRole('textbox', { name: 'Search' });
    expect(box).toHaveAttribute('aria-keyshortcuts', '/');
    // jsdom leaves the focus in the closed Columns menu's search field; a browser starts on the page itself.
    (document.activeElement as HTMLElement | null)?.blur();
    await userEvent.keyboard('/');
    expect(box).toHaveFocus();
    expect(box).toHaveValue('');
    // In the box itself (or any field) "/" is text.
    await userEvent.keyboard('a/b');
    expect(box).toHaveValue('a/b');
  });

  it('"/" goes to the search box from the side menu too, where the focus stays after choosing the page', async () => {
    const getList = vi.fn(async () => listAnswer([row]));
    renderScreens('/support', { getList, setLeadStatus: vi.fn() });
    await screen.findByText('Padma');
    const entry = screen.getByRole('menuitem', { name: /Support/ });
    expect(entry.closest('[role="menu"]')).not.toBeNull();
    entry.focus();
    await userEvent.keyboard('/');
    expect(screen.getByRole('textbox', { name: 'Search' })).toHaveFocus();
  });
});
