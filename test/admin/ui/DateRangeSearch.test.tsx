/**
 * The date range's pickers load when the visitor reaches for them: a keyboard user tabbing into the start date
 * keeps the focus in the field throughout, and lands in the real picker's month.
 */
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, memoryStore } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { DateRangeSearch, fieldInError, validateRange } from '@admin/ui/DateRangeSearch';
import { v } from '@shared/validation';
import { adminResources } from '@admin/resources/registry';
import { createI18nProvider } from '@i18n/index';

describe('DateRangeSearch with deferred pickers', () => {
  it('keeps the focus in the start date while its picker loads, then hands it to the picker’s month', async () => {
    render(
      <AdminContext i18nProvider={createI18nProvider(adminResources)}>
        <DateRangeSearch deferPickers label="app.dateRange.createdBetween" value={{}} onSearch={vi.fn()} onClear={vi.fn()} />
      </AdminContext>,
    );
    // The range is a group named after what its dates choose.
    expect(screen.getByRole('group', { name: 'Created between' })).toContainElement(screen.getByLabelText('Start date'));
    const standIn = screen.getByLabelText('Start date');
    act(() => standIn.focus());
    const focusTrail: string[] = [];
    await vi.waitFor(
      () => {
        const active = document.activeElement;
        focusTrail.push(active === document.body ? 'body' : (active?.getAttribute('aria-label') ?? active?.tagName ?? '?'));
        expect(active?.getAttribute('role')).toBe('spinbutton');
      },
      { timeout: 8000, interval: 5 },
    );
    expect(document.activeElement).toHaveAccessibleName('Month');
    expect(focusTrail).not.toContain('body');
  });

  it('a first tap on a stand-in’s calendar button opens that calendar once the real pickers are in', async () => {
    const user = userEvent.setup();
    const { container } = render(
      <AdminContext i18nProvider={createI18nProvider(adminResources)}>
        <DateRangeSearch deferPickers label="app.dateRange.createdBetween" value={{}} onSearch={vi.fn()} onClear={vi.fn()} />
      </AdminContext>,
    );
    // The stand-in's button is hidden from screen readers (the real field takes the keyboard): a pointer finds it.
    const standInCalendars = container.querySelectorAll<HTMLButtonElement>('button[aria-hidden="true"]');
    expect(standInCalendars).toHaveLength(2);
    // A tap's events, in one go as a touch screen sends them: the pointer arrives (the pickers are asked for) and
    // presses, on the stand-in; the real pickers come in under the finger before the tap's click.
    fireEvent.pointerOver(standInCalendars[1]);
    fireEvent.pointerDown(standInCalendars[1]);
    const calendar = await screen.findByRole('dialog', {}, { timeout: 8000 });
    expect(calendar).toContainElement(screen.getByRole('grid'));
    // The end date's calendar: choosing a day fills the end date, not the start.
    await user.click(screen.getByRole('gridcell', { name: '1' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const [startField, endField] = [...container.querySelectorAll('input')].map((input) => input.value);
    expect(startField).toBe('');
    expect(endField).toMatch(/^\d\d\/01\/\d{4}$/);
  });

  it('rings no browser’s today in the calendar when that day is not India’s, the last day it offers', async () => {
    const openCalendar = async () => {
      const view = render(
        <AdminContext i18nProvider={createI18nProvider(adminResources)}>
          <DateRangeSearch label="app.dateRange.createdBetween" value={{}} onSearch={vi.fn()} onClear={vi.fn()} />
        </AdminContext>,
      );
      fireEvent.click((await screen.findAllByRole('button', { name: /Choose date/ }, { timeout: 8000 }))[0]);
      await screen.findByRole('grid');
      const ringed = [...document.querySelectorAll('.MuiPickersDay-today')].map((day) => day.textContent);
      view.unmount();
      return ringed;
    };
    vi.useFakeTimers({ toFake: ['Date'] });
    // 20:00 UTC: the 27th in Los Angeles, already the 28th in India.
    vi.setSystemTime(new Date('2026-11-27T20:00:00Z'));
    try {
      expect(await openCalendar()).toEqual(['28']);
      process.env.TZ = 'America/Los_Angeles';
      expect(await openCalendar()).toEqual([]);
    } finally {
      process.env.TZ = 'Asia/Kolkata';
      vi.useRealTimers();
    }
  });

  it('in French, an empty date section is read aloud as “Vide” (MUI X says “Vider”, to clear)', async () => {
    render(
      <AdminContext i18nProvider={createI18nProvider(adminResources)} store={memoryStore({ locale: 'fr' })}>
        <DateRangeSearch label="app.dateRange.createdBetween" value={{}} onSearch={vi.fn()} onClear={vi.fn()} />
      </AdminContext>,
    );
    const month = (await screen.findAllByRole('spinbutton', { name: 'Mois' }, { timeout: 8000 }))[0];
    expect(month).toHaveAttribute('aria-valuetext', 'Vide');
  });

  it('shows the range the list applies, also when the list drops it without these fields (its “Clear filters”)', async () => {
    const ui = (value: { startDate?: string; endDate?: string }) => (
      <AdminContext i18nProvider={createI18nProvider(adminResources)}>
        <DateRangeSearch deferPickers label="app.dateRange.createdBetween" value={value} onSearch={vi.fn()} onClear={vi.fn()} />
      </AdminContext>
    );
    const { container, rerender } = render(ui({}));
    const shown = () => [...container.querySelectorAll('input')].map((input) => input.value);
    expect(shown()).toEqual(['', '']);
    rerender(ui({ startDate: '2024-01-01', endDate: '2024-12-31' }));
    await vi.waitFor(() => expect(shown()).toEqual(['01/01/2024', '12/31/2024']), { timeout: 8000 });
    rerender(ui({}));
    expect(shown()).toEqual(['', '']);
  });

  it('refuses a year before 1900 (a lost keystroke: 0026), and a date typed in part or impossible, each with its own message, before anything is sent', () => {
    const lost = new Date(2026, 11, 2);
    lost.setFullYear(26);
    const end = new Date(2026, 0, 5);
    expect(validateRange(lost, end)).toBe(v.dateTooEarly);
    expect(validateRange(new Date(2025, 0, 1), lost)).toBe(v.dateTooEarly);
    expect(validateRange(new Date(1900, 0, 1), end)).toBeNull();
    expect(validateRange(null, end)).toBe(v.startDateRequired);
    // Typed in part, or impossible (02/29/2027): the pickers hold an Invalid Date, which is not a missing date.
    const impossible = new Date(Number.NaN);
    expect(validateRange(impossible, end)).toBe(v.dateInvalid);
    expect(validateRange(new Date(2025, 0, 1), impossible)).toBe(v.dateInvalid);
    expect(fieldInError('start', v.dateInvalid, impossible)).toBe(true);
    expect(fieldInError('end', v.dateInvalid, end)).toBe(false);
  });

  it('takes India’s today as the last day allowed, whatever time of day the picked dates carry', () => {
    const today = new Date(2026, 10, 27);
    const afternoon = new Date(2026, 10, 27, 15, 30);
    expect(validateRange(new Date(2026, 10, 1), today, today)).toBeNull();
    expect(validateRange(afternoon, afternoon, today)).toBeNull();
    expect(validateRange(new Date(2026, 10, 1), new Date(2026, 10, 28), today)).toBe(v.futureDate);
    expect(validateRange(new Date(2026, 10, 28), new Date(2026, 10, 28), today)).toBe(v.futureDate);
  });
});
