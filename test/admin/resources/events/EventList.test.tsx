import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { onPhoneScreen } from '@test/helpers/phoneScreen';
import type { Event } from '@shared/resources/content';
import { createDataProvider } from '@admin/providers/dataProvider';
import type { HttpRequest } from '@admin/providers/httpClient';
import { lastParams, listAnswer, renderScreens } from '../plot-for-sale/screensHarness';

type EventRow = Event & { id: string };

let seq = 0;
function makeEvent(overrides: Partial<EventRow> = {}): EventRow {
  const n = ++seq;
  const id = overrides.id ?? `e${n}`;
  return {
    id,
    _id: id,
    name: `Expo ${n}`,
    title: `Plot buyers meet ${n}`,
    dateTime: '2024-05-10T09:30:00+05:30',
    agenda: 'Site visits and loan desk',
    details: 'Meet the builders of the new ventures',
    address: 'HITEX, Madhapur, Hyderabad',
    link: 'https://example.com/expo',
    isActive: true,
    createdAt: '2024-04-01T08:00:00+05:30',
    updatedAt: '2024-04-01T08:00:00+05:30',
    ...overrides,
  };
}

const HEADERS = ['S No.', 'Name', 'Title', 'Date', 'Agenda', 'Details', 'Location', 'Link', 'Created At', 'Status'];
const bodyRows = () => screen.getAllByRole('row').slice(1);

function setup(rows: EventRow[] = [makeEvent()], total = rows.length) {
  const getList = vi.fn(async (resource: string) => (resource === 'events' ? listAnswer(rows, total) : listAnswer([])));
  const toggleStatus = vi.fn(async () => ({ data: {}, message: 'Status updated' }));
  renderScreens('/events', { getList, toggleStatus });
  return { getList, toggleStatus };
}

/** A row's cells after its selection checkbox. */
const dataCells = (row: HTMLElement) => within(row).getAllByRole('cell').slice(1);

/** The list through the real dataProvider, one event on every page; the calls as they go on the wire. */
async function renderOnTheWire() {
  const requests: HttpRequest[] = [];
  const httpClient = vi.fn(async (request: HttpRequest) => {
    requests.push(request);
    return { status: 200, json: { message: 'ok', data: { results: [{ ...makeEvent({ name: 'Wire event' }), id: undefined }], meta: { total: 1 } } } };
  });
  renderScreens('/events', createDataProvider({ httpClient: httpClient as never }));
  await screen.findByText('Wire event');
  return requests;
}

describe('Events list', () => {
  it('is titled List of Events and shows exactly the spec columns, then the status switch', async () => {
    const { getList } = setup([makeEvent({ name: 'Telugu Expo' })]);
    await screen.findByText('Telugu Expo');
    expect(screen.getByRole('heading', { level: 1, name: 'List of Events' })).toBeInTheDocument();
    // The selection column (for Activate / Deactivate), then the spec's columns.
    const [select, ...headers] = screen.getAllByRole('columnheader');
    expect(within(select).getByRole('checkbox', { name: 'Select all' })).toBeInTheDocument();
    expect(headers.map((h) => h.textContent?.trim())).toEqual(HEADERS);
    expect(getList).toHaveBeenCalledWith(
      'events',
      expect.objectContaining({ pagination: { page: 1, perPage: 10 }, sort: { field: 'createdAt', order: 'DESC' }, filter: {} }),
    );
  });

  it('renders a row: number, date with time, location, a link opening in a new tab, created date', async () => {
    setup([makeEvent({ name: 'Expo A', dateTime: '2024-05-10T09:30:00+05:30', createdAt: '2024-04-01T08:00:00+05:30' })]);
    await screen.findByText('Expo A');
    const cells = dataCells(bodyRows()[0]).map((c) => c.textContent);
    expect(cells.slice(0, 9)).toEqual([
      '1',
      'Expo A',
      expect.stringMatching(/^Plot buyers meet/),
      '2024.05.10 09:30',
      'Site visits and loan desk',
      'Meet the builders of the new ventures',
      'HITEX, Madhapur, Hyderabad',
      'example.com/expo',
      '2024.04.01',
    ]);
    const link = within(bodyRows()[0]).getByRole('link', { name: 'Open https://example.com/expo in a new tab' });
    expect(link).toHaveAttribute('href', 'https://example.com/expo');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'));
  });

  it('cuts long details, agenda and location, and shows the whole text behind More, by keyboard too', async () => {
    const details = 'Meet the builders of the new ventures around the ORR: loans, site visits and registrations. Entry is free; register at the desk.';
    setup([makeEvent({ name: 'Expo B', details })]);
    await screen.findByText('Expo B');
    const row = bodyRows()[0];
    expect(within(row).queryByText(details)).not.toBeInTheDocument();
    const more = within(row).getByRole('button', { name: 'More' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    more.focus();
    await userEvent.keyboard('{Enter}');
    expect(within(row).getByText(details)).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Less' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('reads NA for every empty value', async () => {
    setup([makeEvent({ name: 'Bare', title: '', dateTime: null, agenda: '', details: '', address: '', link: '' })]);
    await screen.findByText('Bare');
    const cells = dataCells(bodyRows()[0]).map((c) => c.textContent);
    expect(cells.slice(2, 8)).toEqual(['NA', 'NA', 'NA', 'NA', 'NA', 'NA']);
  });

  it('numbers the rows across pages: page 2 starts at 11', async () => {
    const page1 = Array.from({ length: 10 }, (_, i) => makeEvent({ name: `P1-${i + 1}` }));
    const page2 = [makeEvent({ name: 'P2-1' }), makeEvent({ name: 'P2-2' })];
    const getList = vi.fn(async (_r: string, params: { pagination: { page: number } }) =>
      listAnswer(params.pagination.page === 2 ? page2 : page1, 12),
    );
    renderScreens('/events', { getList, toggleStatus: vi.fn() });
    await screen.findByText('P1-1');
    await userEvent.click(screen.getByRole('button', { name: 'Go to page 2' }));
    await screen.findByText('P2-1');
    expect(lastParams(getList).pagination).toEqual({ page: 2, perPage: 10 });
    expect(bodyRows().map((r) => dataCells(r)[0].textContent)).toEqual(['11', '12']);
  });

  it('reloads on search and on sort by date, and sorts only on server-sortable columns', async () => {
    const { getList } = setup([makeEvent({ name: 'Yoga day' })]);
    await screen.findByText('Yoga day');
    await userEvent.type(screen.getByPlaceholderText('Search'), 'yoga');
    await waitFor(() => expect(lastParams(getList).filter).toEqual({ q: 'yoga' }));
    expect(lastParams(getList).pagination.page).toBe(1);

    await userEvent.click(screen.getByRole('button', { name: 'Sort by Date ascending' }));
    await waitFor(() => expect(lastParams(getList).sort.field).toBe('dateTime'));
    expect(lastParams(getList).filter).toEqual({ q: 'yoga' });

    for (const header of ['S No.', 'Agenda', 'Details', 'Link']) {
      expect(within(screen.getByRole('columnheader', { name: header })).queryByRole('button')).toBeNull();
    }
  });

  it('starts again at page 1 when the user comes back to the screen', async () => {
    const rows = Array.from({ length: 10 }, (_, i) => makeEvent({ name: `Ev-${i + 1}` }));
    const getList = vi.fn(async (resource: string) => (resource === 'events' ? listAnswer(rows, 30) : listAnswer([])));
    renderScreens('/events', { getList, toggleStatus: vi.fn() });
    await screen.findByText('Ev-1');
    await userEvent.click(screen.getByRole('button', { name: 'Go to page 3' }));
    await waitFor(() => expect(lastParams(getList).pagination.page).toBe(3));

    await userEvent.click(screen.getByRole('menuitem', { name: /Support/ }));
    await waitFor(() => expect(getList.mock.calls.at(-1)![0]).toBe('support'));
    await userEvent.click(screen.getByRole('menuitem', { name: /Events/ }));
    await waitFor(() => expect(getList.mock.calls.at(-1)![0]).toBe('events'));
    expect(lastParams(getList).pagination).toEqual({ page: 1, perPage: 10 });
  });

  it('toggles an event through its status call', async () => {
    const { toggleStatus } = setup([makeEvent({ id: 'ev-9', name: 'Switch me', isActive: true })]);
    await screen.findByText('Switch me');
    await userEvent.click(screen.getByRole('switch', { name: /^Toggle status: .+, Active$/ }));
    await waitFor(() => expect(toggleStatus).toHaveBeenCalledWith('events', { id: 'ev-9', version: '2024-04-01T08:00:00+05:30' }));
  });

  it('always sends statusFilter=1 with the paging, sort and search on the wire', async () => {
    const requests = await renderOnTheWire();
    await userEvent.type(screen.getByPlaceholderText('Search'), 'expo');
    await waitFor(() => expect(requests.at(-1)?.query).toMatchObject({ search: 'expo' }));
    expect(requests.at(-1)).toMatchObject({
      method: 'GET',
      path: 'event/list',
      query: { pageNo: 1, pageSize: 10, orderBy: 'createdAt', orderDirection: 'desc', statusFilter: 1, search: 'expo' },
    });
    expect(requests.every((r) => r.query?.statusFilter === 1)).toBe(true);
  });

  it('shows the events to come, or those past, sent as when=upcoming|past', async () => {
    const requests = await renderOnTheWire();
    await userEvent.click(screen.getByRole('combobox', { name: 'When' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Upcoming' }));
    await waitFor(() => expect(requests.at(-1)?.query).toMatchObject({ statusFilter: 1, when: 'upcoming' }));
    await userEvent.click(screen.getByRole('combobox', { name: 'When' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Past' }));
    await waitFor(() => expect(requests.at(-1)?.query).toMatchObject({ when: 'past' }));
  });

  it('deactivates by the events’ state now, not as the page showed them: one switched on elsewhere meanwhile is switched off', async () => {
    let switchedElsewhere = false;
    const shown = [makeEvent({ id: 'e1', name: 'Shown off', isActive: false }), makeEvent({ id: 'e2', name: 'Shown on', isActive: true })];
    const getList = vi.fn(async (resource: string) =>
      resource !== 'events' ? listAnswer([]) : listAnswer(switchedElsewhere ? [{ ...shown[0], isActive: true }, shown[1]] : shown),
    );
    const toggleStatus = vi.fn(async (_resource: string, _params: { id: string }) => ({ data: {}, message: 'Status updated' }));
    renderScreens('/events', { getList, toggleStatus });
    await screen.findByText('Shown off');
    switchedElsewhere = true;
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select all' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Deactivate' }));
    expect(await screen.findByText('Deactivated 2 items')).toBeInTheDocument();
    expect(toggleStatus.mock.calls.map(([, { id }]) => id)).toEqual(['e1', 'e2']);
  });

  it('activates the selected events: only the inactive ones, one call each, one toast; a refused one stays selected', async () => {
    const rows = [makeEvent({ id: 'on', name: 'Already on' }), makeEvent({ id: 'off1', name: 'Off one', isActive: false }), makeEvent({ id: 'off2', name: 'Off two', isActive: false })];
    const getList = vi.fn(async (resource: string) => (resource === 'events' ? listAnswer(rows) : listAnswer([])));
    const toggleStatus = vi.fn(async (_resource: string, { id }: { id: string }) => {
      if (id === 'off2') throw new Error('refused');
      return { data: {}, message: 'Status updated' };
    });
    renderScreens('/events', { getList, toggleStatus });
    await screen.findByText('Off one');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select all' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Activate' }));

    expect(await screen.findByText('Activated 1 item')).toBeInTheDocument();
    expect(toggleStatus.mock.calls).toEqual([
      ['events', { id: 'off1', version: '2024-04-01T08:00:00+05:30' }, { quiet: true, noDelay: false }],
      ['events', { id: 'off2', version: '2024-04-01T08:00:00+05:30' }, { quiet: true, noDelay: true }],
    ]);
    expect(screen.getByText('1 item selected')).toBeInTheDocument();
    expect(within(screen.getByText('Off two').closest('tr')!).getByRole('checkbox')).toBeChecked();

    toggleStatus.mockClear();
    await userEvent.click(within(screen.getByText('Off two').closest('tr')!).getByRole('checkbox'));
    await userEvent.click(within(screen.getByText('Already on').closest('tr')!).getByRole('checkbox'));
    await userEvent.click(screen.getByRole('button', { name: 'Activate' }));
    expect(await screen.findByText('The selected items are already active')).toBeInTheDocument();
    expect(toggleStatus).not.toHaveBeenCalled();
  });

  it('counts the records done on the button pressed while a run flips several', async () => {
    const rows = [makeEvent({ id: 'a', name: 'Expo A' }), makeEvent({ id: 'b', name: 'Expo B' }), makeEvent({ id: 'c', name: 'Expo C' })];
    const getList = vi.fn(async (resource: string) => (resource === 'events' ? listAnswer(rows) : listAnswer([])));
    const releases: (() => void)[] = [];
    const toggleStatus = vi.fn(() => new Promise((resolve) => releases.push(() => resolve({ data: {}, message: 'Status updated' }))));
    renderScreens('/events', { getList, toggleStatus });
    await screen.findByText('Expo A');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select all' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Deactivate' }));
    // The pressed button keeps the focus: it is only marked unavailable while it works.
    const running = await screen.findByRole('button', { name: '0 of 3 done…' });
    expect(running).toHaveAttribute('aria-disabled', 'true');
    expect(running).toHaveFocus();
    releases.shift()!();
    expect(await screen.findByRole('button', { name: '1 of 3 done…' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Activate' })).toBeDisabled();
    releases.shift()!();
    await screen.findByRole('button', { name: '2 of 3 done…' });
    releases.shift()!();
    expect(await screen.findByText('Deactivated 3 items')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /done…/ })).not.toBeInTheDocument();
  });

  it('on a phone, shows each event as a card with everything the table shows, its switch working', async () => {
    onPhoneScreen();
    const details = 'Meet the builders of the new ventures around the ORR: loans, site visits and registrations. Entry is free.';
    const { toggleStatus } = setup([makeEvent({ id: 'ev-1', name: 'Expo A', title: 'Plot buyers meet', details }), makeEvent({ id: 'ev-2', name: 'Expo B', title: '' })]);
    const card = (await screen.findByRole('heading', { level: 2, name: 'Plot buyers meet' })).closest('li')!;
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(card).toHaveTextContent('Expo A');
    expect(card).toHaveTextContent('Date:2024.05.10 09:30');
    expect(card).toHaveTextContent('Location:HITEX, Madhapur, Hyderabad');
    expect(card).toHaveTextContent('Agenda:Site visits and loan desk');
    expect(card).toHaveTextContent('Created At:2024.04.01');
    expect(within(card).getByRole('link', { name: 'Open https://example.com/expo in a new tab' })).toHaveAttribute('href', 'https://example.com/expo');
    await userEvent.click(within(card).getByRole('button', { name: 'More' }));
    expect(within(card).getByText(details)).toBeInTheDocument();
    // An event without a title is headed by its name.
    expect(screen.getByRole('heading', { level: 2, name: 'Expo B' })).toBeInTheDocument();
    await userEvent.click(within(card).getByRole('switch', { name: /^Toggle status: .+, Active$/ }));
    await waitFor(() => expect(toggleStatus).toHaveBeenCalledWith('events', { id: 'ev-1', version: '2024-04-01T08:00:00+05:30' }));
  });

  it('on a phone, the cards select one by one or the whole page for Activate / Deactivate', async () => {
    onPhoneScreen();
    setup([makeEvent({ id: 'a', name: 'Expo A' }), makeEvent({ id: 'b', name: 'Expo B' })]);
    await screen.findByText('Expo A');
    const rowBoxes = () => screen.getAllByRole('checkbox', { name: /^Select this row/ });
    await userEvent.click(rowBoxes()[1]);
    expect(await screen.findByText('1 item selected')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Select all' })).toHaveAttribute('data-indeterminate', 'true');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select all' }));
    expect(await screen.findByText('2 items selected')).toBeInTheDocument();
    expect(rowBoxes().every((box) => (box as HTMLInputElement).checked)).toBe(true);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select all' }));
    await waitFor(() => expect(rowBoxes().some((box) => (box as HTMLInputElement).checked)).toBe(false));
  });

  it('on a phone, Activate and Deactivate are named icons, which fit the bar, and the one working shows its count', async () => {
    onPhoneScreen();
    const rows = [makeEvent({ id: 'a', name: 'Expo A' }), makeEvent({ id: 'b', name: 'Expo B' })];
    const getList = vi.fn(async (resource: string) => (resource === 'events' ? listAnswer(rows) : listAnswer([])));
    let release = () => {};
    const toggleStatus = vi.fn(() => new Promise((resolve) => (release = () => resolve({ data: {}, message: 'Status updated' }))));
    renderScreens('/events', { getList, toggleStatus });
    await screen.findByText('Expo A');
    await userEvent.click(screen.getAllByRole('checkbox')[0]);
    const deactivate = await screen.findByRole('button', { name: 'Deactivate' });
    expect(deactivate).toHaveTextContent('');
    expect(deactivate.querySelector('svg')).not.toBeNull();
    await userEvent.click(deactivate);
    expect(await screen.findByRole('button', { name: '0 of 2 done…' })).toHaveTextContent('0/2');
    release();
    expect(await screen.findByRole('button', { name: '1 of 2 done…' })).toHaveTextContent('1/2');
    release();
    expect(await screen.findByText('Deactivated 2 items')).toBeInTheDocument();
  });
});
