import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { PropertyLead } from '@shared/resources/leads';
import { createDataProvider } from '@admin/providers/dataProvider';
import type { HttpRequest } from '@admin/providers/httpClient';
import { lastParams, listAnswer, renderScreens } from '../plot-for-sale/screensHarness';
import { captureDownloads } from '@test/helpers/downloads';
import { onPhoneScreen } from '@test/helpers/phoneScreen';

type LeadRow = PropertyLead & { id: string };

let seq = 0;
function makeLead(overrides: Partial<LeadRow> = {}): LeadRow {
  const n = ++seq;
  const id = overrides.id ?? `pl${n}`;
  return {
    id,
    _id: id,
    name: `Suresh ${n}`,
    phone: '+91 98480 22338',
    email: 'suresh@example.com',
    message: 'I would like to visit the site this weekend with my family, please call me back in the evening.',
    status: 1,
    leadType: 2,
    propertyId: null,
    plotId: 'plot-77',
    relatedTitle: 'Green Meadows plot 12',
    createdAt: '2024-03-01T10:15:00+05:30',
    updatedAt: '2024-03-01T10:15:00+05:30',
    ...overrides,
  };
}

const HEADERS = ['Name', 'Phone', 'Email', 'Lead type', 'Property / plot', 'Message', 'Created at', 'Status'];
const bodyRows = () => screen.getAllByRole('row').slice(1);

function setup(rows: LeadRow[] = [makeLead()]) {
  const getList = vi.fn(async () => listAnswer(rows));
  const setLeadStatus = vi.fn(async () => ({ data: {}, message: 'Lead updated' }));
  renderScreens('/property-leads', { getList, setLeadStatus });
  return { getList, setLeadStatus };
}

describe('Property leads list', () => {
  it('says a time is India’s, and gives the reader’s own in a tooltip, where the browser keeps another clock', async () => {
    process.env.TZ = 'America/Los_Angeles';
    try {
      setup([makeLead({ name: 'Anil' })]);
      await screen.findByText('Anil');
      const time = within(bodyRows()[0]).getByText('2024.03.01 10:15 IST');
      await userEvent.hover(time);
      expect(await screen.findByRole('tooltip')).toHaveTextContent('Your time: Feb 29, 2024, 08:45 PM PST');
      await userEvent.unhover(time);
      await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
      // The keyboard reaches it too: Tab from the row's stop before it. (The tooltip then opens on a visible focus,
      // which jsdom does not report; a screen reader reads the same text as the time's description.)
      const stops = [...bodyRows()[0].querySelectorAll<HTMLElement>('a[href], button, input, [tabindex="0"]')];
      const timeStop = stops.findIndex((stop) => stop.contains(time));
      expect(timeStop).toBeGreaterThan(0);
      stops[timeStop - 1].focus();
      await userEvent.tab();
      expect(stops[timeStop]).toHaveFocus();
      expect(stops[timeStop]).toHaveAccessibleDescription('Your time: Feb 29, 2024, 08:45 PM PST');
    } finally {
      process.env.TZ = 'Asia/Kolkata';
    }
  });

  it('shows the columns and a row: tel and mailto links, lead type, related plot link, excerpt, date, status', async () => {
    const { getList } = setup([makeLead({ name: 'Anil' })]);
    await screen.findByText('Anil');
    // The first column selects rows (for a status set on several at once).
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent?.trim())).toEqual(['', ...HEADERS]);
    const row = bodyRows()[0];
    expect(within(row).getByRole('link', { name: 'Call +91 98480 22338' })).toHaveAttribute('href', 'tel:+919848022338');
    expect(within(row).getByRole('link', { name: 'Write to suresh@example.com' })).toHaveAttribute('href', 'mailto:suresh@example.com');
    expect(within(row).getByText('Plot')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'Green Meadows plot 12' })).toHaveAttribute('href', '/plot-for-sale/details/plot-77');
    expect(within(row).getByText(/^I would like to visit the site.*…$/)).toBeInTheDocument();
    expect(within(row).getByText('2024.03.01 10:15')).toBeInTheDocument();
    expect(within(row).getByRole('combobox', { name: 'Status of Anil' })).toHaveTextContent('Open');
    expect(getList).toHaveBeenCalledWith(
      'property-leads',
      expect.objectContaining({ pagination: { page: 1, perPage: 10 }, sort: { field: 'createdAt', order: 'DESC' }, filter: {} }),
    );
  });

  it('on a phone, shows each lead as a card with what the table shows: contact links, own columns named, message, date, status', async () => {
    onPhoneScreen();
    setup([makeLead({ name: 'Anil' })]);
    const card = (await screen.findByRole('heading', { name: 'Anil' })).closest('li')!;
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Call +91 98480 22338' })).toHaveAttribute('href', 'tel:+919848022338');
    expect(within(card).getByRole('link', { name: 'Write to suresh@example.com' })).toHaveAttribute('href', 'mailto:suresh@example.com');
    expect(within(card).getByText('Lead type:')).toBeInTheDocument();
    expect(within(card).getByText('Plot')).toBeInTheDocument();
    expect(within(card).getByText('Property / plot:')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Green Meadows plot 12' })).toHaveAttribute('href', '/plot-for-sale/details/plot-77');
    await userEvent.click(within(card).getByRole('button', { name: 'More' }));
    expect(within(card).getByText('I would like to visit the site this weekend with my family, please call me back in the evening.')).toBeInTheDocument();
    expect(within(card).getByText('2024.03.01 10:15')).toBeInTheDocument();
    expect(within(card).getByRole('combobox', { name: 'Status of Anil' })).toHaveTextContent('Open');
  });

  it('shows the whole message behind its More button, and cuts it again with Less', async () => {
    setup([makeLead({ name: 'Long talker' })]);
    await screen.findByText('Long talker');
    const more = screen.getByRole('button', { name: 'More' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(more);
    expect(await screen.findByText(/please call me back in the evening\.$/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Less' }));
    expect(screen.queryByText(/please call me back in the evening\.$/)).toBeNull();
  });

  it('reads NA for empty contact fields and a lead with no related item', async () => {
    setup([makeLead({ name: 'Quiet', phone: '', email: '', message: '', relatedTitle: '', plotId: null, propertyId: null })]);
    await screen.findByText('Quiet');
    const cells = within(bodyRows()[0]).getAllByRole('cell').slice(1).map((c) => c.textContent);
    // phone, email, related, message
    expect([cells[1], cells[2], cells[4], cells[5]]).toEqual(['NA', 'NA', 'NA', 'NA']);
  });

  it('filters on status and lead type, and searches', async () => {
    const { getList } = setup([makeLead({ name: 'Filtered' })]);
    await screen.findByText('Filtered');
    await userEvent.click(screen.getByRole('combobox', { name: 'Status' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Pending' }));
    await waitFor(() => expect(lastParams(getList).filter).toEqual({ statusFilter: 3 }));
    await userEvent.click(screen.getByRole('combobox', { name: 'Type' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Property' }));
    await waitFor(() => expect(lastParams(getList).filter).toEqual({ statusFilter: 3, leadType: 1 }));
    await userEvent.type(screen.getByPlaceholderText('Search'), 'anil');
    await waitFor(() => expect(lastParams(getList).filter).toEqual({ statusFilter: 3, leadType: 1, q: 'anil' }));
  });

  it('sets a lead status from its row', async () => {
    const { setLeadStatus, getList } = setup([makeLead({ id: 'pl-5', name: 'Ravi', status: 1 })]);
    await screen.findByText('Ravi');
    const calls = getList.mock.calls.length;
    await userEvent.click(screen.getByRole('combobox', { name: 'Status of Ravi' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Closed' }));
    await waitFor(() => expect(setLeadStatus).toHaveBeenCalledWith('property-leads', { id: 'pl-5', status: 2, version: '2024-03-01T10:15:00+05:30' }));
    await waitFor(() => expect(getList.mock.calls.length).toBeGreaterThan(calls));
  });

  it('sends the chosen status (and no fixed one) on the wire, and the status body to the status route', async () => {
    const requests: HttpRequest[] = [];
    const httpClient = vi.fn(async (request: HttpRequest) => {
      requests.push(request);
      if (request.method === 'POST') return { status: 200, json: { message: 'Lead updated', data: {} } };
      const { id: _id, ...row } = makeLead({ _id: 'pl-w', name: 'Wire lead' });
      return { status: 200, json: { message: 'ok', data: { results: [row], meta: { total: 1 } } } };
    });
    renderScreens('/property-leads', createDataProvider({ httpClient: httpClient as never }));
    await screen.findByText('Wire lead');
    expect(requests[0]).toMatchObject({ method: 'GET', path: 'public/property-leads/get/list' });
    expect(requests[0].query).not.toHaveProperty('statusFilter');

    await userEvent.click(screen.getByRole('combobox', { name: 'Status' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Closed' }));
    await waitFor(() => expect(requests.at(-1)?.query).toMatchObject({ statusFilter: 2 }));

    await userEvent.click(screen.getByRole('combobox', { name: 'Status of Wire lead' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Pending' }));
    await waitFor(() => expect(requests.some((r) => r.method === 'POST')).toBe(true));
    expect(requests.find((r) => r.method === 'POST')).toMatchObject({ path: 'public/property-leads/update/status/pl-w', body: { status: 3 } });
  });

  it('exports every page of the filtered list as CSV, headers translated, formulas neutralised', async () => {
    const all = Array.from({ length: 130 }, (_, i) =>
      makeLead({ id: `ex${i}`, _id: `ex${i}`, name: i === 0 ? '=HYPERLINK("http://evil")' : `Buyer ${i}`, leadType: i % 2 ? 1 : 2 }),
    );
    const requests: HttpRequest[] = [];
    const httpClient = vi.fn(async (request: HttpRequest) => {
      requests.push(request);
      const pageNo = Number(request.query?.pageNo ?? 1);
      const pageSize = Number(request.query?.pageSize ?? 10);
      const results = all.slice((pageNo - 1) * pageSize, pageNo * pageSize).map(({ id: _id, ...row }) => row);
      return { status: 200, json: { message: 'ok', data: { results, meta: { total: all.length } } } };
    });
    const downloads = captureDownloads();
    try {
      renderScreens('/property-leads', createDataProvider({ httpClient: httpClient as never }));
      await screen.findByText('Buyer 1');
      await userEvent.click(screen.getByRole('button', { name: 'Export CSV (130 rows)' }));
      await waitFor(() => expect(downloads.files).toHaveLength(1));

      const pages = requests.filter((r) => Number(r.query?.pageSize) === 100);
      expect(pages.map((r) => r.query?.pageNo)).toEqual([1, 2]);
      expect(pages[0].query).toMatchObject({ orderBy: 'createdAt', orderDirection: 'desc' });
      expect(pages[1].noDelay).toBe(true);

      const lines = await downloads.csvLines();
      expect(lines[0]).toBe('Name,Phone,Email,Lead type,Property / plot,Message,Created at,Status');
      expect(lines).toHaveLength(131);
      expect(lines[1]).toBe(
        `"'=HYPERLINK(""http://evil"")",+91 98480 22338,suresh@example.com,Plot,Green Meadows plot 12,` +
          '"I would like to visit the site this weekend with my family, please call me back in the evening.",2024.03.01 10:15,Open',
      );
      expect(lines[2]).toMatch(/^Buyer 1,.*,Property,/);
      expect(await screen.findByText('Exported 130 rows')).toBeInTheDocument();
      expect(downloads.files[0].name).toMatch(/^property-leads-\d{4}-\d{2}-\d{2}\.csv$/);
    } finally {
      downloads.restore();
    }
  });

  it('sets one status on several selected leads: one call each, one toast, failures left selected', async () => {
    const leads = [makeLead({ id: 'b1', _id: 'b1', name: 'Bulk one' }), makeLead({ id: 'b2', _id: 'b2', name: 'Bulk two' }), makeLead({ id: 'b3', _id: 'b3', name: 'Bulk three' })];
    const requests: HttpRequest[] = [];
    const httpClient = vi.fn(async (request: HttpRequest) => {
      requests.push(request);
      if (request.method !== 'GET') {
        if (request.path.endsWith('/b2')) throw Object.assign(new Error('Lead not found'), { status: 404, body: { message: 'Lead not found' } });
        return { status: 200, json: { message: 'Lead updated', data: {} } };
      }
      return { status: 200, json: { message: 'ok', data: { results: leads.map(({ id: _id, ...row }) => row), meta: { total: leads.length } } } };
    });
    renderScreens('/property-leads', createDataProvider({ httpClient: httpClient as never }));
    await screen.findByText('Bulk one');
    for (const name of ['Bulk one', 'Bulk two', 'Bulk three']) {
      await userEvent.click(within(screen.getByText(name).closest('tr')!).getByRole('checkbox'));
    }
    await userEvent.click(screen.getByRole('button', { name: 'Set status' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Closed' }));

    expect(await screen.findByText('Status set to Closed for 2 rows')).toBeInTheDocument();
    const writes = requests.filter((r) => r.method !== 'GET');
    expect(writes.map((r) => [r.path, r.body, r.notifySuccess, r.noDelay])).toEqual([
      ['public/property-leads/update/status/b1', { status: 2 }, false, false],
      ['public/property-leads/update/status/b2', { status: 2 }, false, true],
      ['public/property-leads/update/status/b3', { status: 2 }, false, true],
    ]);
    // The lead that could not be changed stays selected, to try again.
    await waitFor(() => expect(within(screen.getByText('Bulk two').closest('tr')!).getByRole('checkbox')).toBeChecked());
    expect(within(screen.getByText('Bulk one').closest('tr')!).getByRole('checkbox')).not.toBeChecked();
  });
});
