import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { businessToday, toYmd } from '@admin/format';
import { describe, expect, it, vi } from 'vitest';
import { PropertyList } from '@admin/resources/property/PropertyList';
import { listAnswer, renderPropertyAdmin } from './harness';
import { captureDownloads } from '@test/helpers/downloads';
import { onPhoneScreen } from '@test/helpers/phoneScreen';

const properties = [
  {
    id: 'p1',
    _id: 'p1',
    address: 'Plot 14, Road No. 3, Kokapet',
    propertyNo: 'KKP-0014',
    plotType: 7,
    pricePerSqft: 5500,
    availabilityStatus: 1,
    approvals: ['HMDA', 'DTCP'],
    propertyRatings: 4.5,
    areaOfPlot: '240 Sq Yards',
    propertyFacing: 3,
    amenities: ['Club House', 'Swimming Pool'],
    location: { type: 'Point', coordinates: [78.3303, 17.387] },
    createdAt: '2024-03-05T10:20:00.000Z',
    isActive: true,
  },
  {
    id: 'p2',
    _id: 'p2',
    address: 'Survey 88, Shankarpally',
    propertyNo: '',
    plotType: 0,
    pricePerSqft: null,
    availabilityStatus: 0,
    approvals: [],
    propertyRatings: null,
    createdAt: '2024-02-01T08:00:00.000Z',
    isActive: false,
  },
];

function setup(total = properties.length) {
  const getList = vi.fn(async () => listAnswer(properties, total));
  const toggleStatus = vi.fn(async () => ({ data: {}, message: 'Status updated' }));
  const deleteFn = vi.fn(async (_r: string, p: { id: string }) => ({ data: { id: p.id } }));
  renderPropertyAdmin('/property', { getList, toggleStatus, delete: deleteFn }, { list: PropertyList });
  return { getList, toggleStatus, deleteFn };
}

const lastParams = (getList: ReturnType<typeof vi.fn>) => getList.mock.calls.at(-1)![1];

const slow = { timeout: 5000 };

describe('PropertyList', { timeout: 60_000 }, () => {
  it('asks for page 1 newest first and shows the columns, with NA for empty values', async () => {
    const { getList } = setup();
    expect(await screen.findByText('Plot 14, Road No. 3, Kokapet')).toBeInTheDocument();
    expect(getList).toHaveBeenCalledWith(
      'property',
      expect.objectContaining({ pagination: { page: 1, perPage: 10 }, sort: { field: 'createdAt', order: 'DESC' }, filter: {} }),
    );
    for (const header of ['Address', 'Property no', 'Plot type', 'Price per sq ft', 'Availability', 'Approvals', 'Ratings', 'Created at', 'Status']) {
      expect(screen.getByRole('columnheader', { name: new RegExp(header.replace(/[()]/g, '\\$&')) })).toBeInTheDocument();
    }
    // The price's cells say ₹ ("₹5,500"): its header does not say it again.
    expect(screen.queryByRole('columnheader', { name: /₹/ })).not.toBeInTheDocument();
    const [first, second] = screen.getAllByRole('row').slice(1);
    expect(within(first).getByText('KKP-0014')).toBeInTheDocument();
    expect(within(first).getByText('Residential')).toBeInTheDocument();
    expect(within(first).getByText(/₹5,500/)).toBeInTheDocument();
    expect(within(first).getByText('Open')).toBeInTheDocument();
    expect(within(first).getByText('HMDA')).toBeInTheDocument();
    expect(within(first).getByText('DTCP')).toBeInTheDocument();
    expect(within(first).getByText('4.5')).toBeInTheDocument();
    expect(within(first).getByText('2024.03.05')).toBeInTheDocument();
    expect(within(first).getByRole('switch', { name: /Active/ })).toBeChecked();
    // Property no, plot type, price, availability, approvals and ratings are all empty on the second row.
    expect(within(second).getAllByText('NA')).toHaveLength(6);
    expect(within(second).getByRole('switch', { name: /Inactive/ })).not.toBeChecked();
    expect(screen.getByRole('link', { name: /Spreadsheet import/ })).toHaveAttribute('href', '/property/excel-list');
  });

  it('sends search, active filter, sort and page to the dataProvider', async () => {
    const user = userEvent.setup();
    const { getList } = setup(25);
    await screen.findByText('Plot 14, Road No. 3, Kokapet');

    await user.type(screen.getByPlaceholderText('Search'), 'kokapet');
    await waitFor(() => expect(lastParams(getList).filter).toEqual({ q: 'kokapet' }), slow);

    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Active' }));
    await waitFor(() => expect(lastParams(getList).filter).toEqual({ q: 'kokapet', statusFilter: 2 }), slow);

    await user.click(screen.getByRole('button', { name: /sort by price per sq ft/i }));
    await waitFor(() => expect(lastParams(getList).sort).toEqual({ field: 'pricePerSqft', order: 'ASC' }), slow);

    await user.click(screen.getByRole('button', { name: 'Go to page 2' }));
    await waitFor(() => expect(lastParams(getList).pagination).toEqual({ page: 2, perPage: 10 }), slow);
  });

  it('filters by availability and plot type, "Not set" included', async () => {
    const user = userEvent.setup();
    const { getList } = setup(25);
    await screen.findByText('Plot 14, Road No. 3, Kokapet');
    await user.click(screen.getByRole('combobox', { name: 'Availability' }));
    await user.click(await screen.findByRole('option', { name: 'Booked' }));
    await waitFor(() => expect(lastParams(getList).filter).toEqual({ availabilityStatus: 2 }), slow);
    await user.click(screen.getByRole('combobox', { name: 'Plot type' }));
    expect(await screen.findByRole('option', { name: 'Not set' })).toBeInTheDocument();
    await user.click(screen.getByRole('option', { name: 'Apartment' }));
    await waitFor(() => expect(lastParams(getList).filter).toEqual({ availabilityStatus: 2, plotType: 1 }), slow);
  });

  it('says when nothing matches, and Clear filters brings the rows back', async () => {
    const user = userEvent.setup();
    const getList = vi.fn(async (_r: string, { filter }: { filter: { q?: string } }) => (filter.q ? listAnswer([], 0) : listAnswer(properties)));
    renderPropertyAdmin('/property', { getList }, { list: PropertyList });
    await screen.findByText('Plot 14, Road No. 3, Kokapet');
    await user.type(screen.getByPlaceholderText('Search'), 'zzqqxx');
    expect(await screen.findByText('Nothing matches the search and filters.', {}, slow)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(await screen.findByText('Plot 14, Road No. 3, Kokapet', {}, slow)).toBeVisible();
    expect(lastParams(getList).filter).toEqual({});
  });

  it('clears the search and the status at once while the filtered list has rows, and puts the focus in the search', async () => {
    const user = userEvent.setup();
    const { getList } = setup();
    await screen.findByText('Plot 14, Road No. 3, Kokapet');
    expect(screen.queryByRole('button', { name: 'Clear filters' })).not.toBeInTheDocument();
    await user.type(screen.getByPlaceholderText('Search'), 'kokapet');
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Active' }));
    await waitFor(() => expect(lastParams(getList).filter).toEqual({ q: 'kokapet', statusFilter: 2 }), slow);

    await user.click(await screen.findByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(lastParams(getList).filter).toEqual({}), slow);
    expect(screen.getByPlaceholderText('Search')).toHaveValue('');
    expect(screen.getByPlaceholderText('Search')).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Clear filters' })).not.toBeInTheDocument();
  });

  it('asks for the chosen status at once, without the pause a typed search waits for', async () => {
    const { getList } = setup();
    await screen.findByText('Plot 14, Road No. 3, Kokapet');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Status' }));
    const active = await screen.findByRole('option', { name: 'Active' });
    // From the choice on, time moves only when the test says: 300 ms is shorter than react-admin's 500 ms pause.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      fireEvent.click(active);
      for (let i = 0; i < 6; i++) await act(() => vi.advanceTimersByTimeAsync(50));
      expect(lastParams(getList).filter).toEqual({ statusFilter: 2 });
    } finally {
      vi.useRealTimers();
    }
  });

  it('Clear filters also drops a search typed and not yet applied, which came back half a second later', async () => {
    const user = userEvent.setup();
    const { getList } = setup();
    await screen.findByText('Plot 14, Road No. 3, Kokapet');
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Active' }));
    await waitFor(() => expect(lastParams(getList).filter).toEqual({ statusFilter: 2 }), slow);
    const clear = await screen.findByRole('button', { name: 'Clear filters' });
    fireEvent.change(screen.getByPlaceholderText('Search'), { target: { value: 'zzq' } });
    fireEvent.click(clear);
    await waitFor(() => expect(lastParams(getList).filter).toEqual({}), slow);
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(lastParams(getList).filter).toEqual({});
    expect(screen.getByPlaceholderText('Search')).toHaveValue('');
  });

  it('on a phone, Clear filters is an icon button: its icon shows, its name is said', async () => {
    onPhoneScreen();
    const user = userEvent.setup();
    setup();
    await screen.findByText('Plot 14, Road No. 3, Kokapet');
    await user.type(screen.getByPlaceholderText('Search'), 'kokapet{Enter}');
    const clear = await screen.findByRole('button', { name: 'Clear filters' });
    expect(clear.querySelector('svg')).not.toBeNull();
  });

  it("leaves the page alone when the date range's Clear has no range to clear", async () => {
    const user = userEvent.setup();
    const { getList } = setup(25);
    await screen.findByText('Plot 14, Road No. 3, Kokapet');
    await user.click(screen.getByRole('button', { name: 'Go to page 2' }));
    await waitFor(() => expect(lastParams(getList).pagination).toEqual({ page: 2, perPage: 10 }), slow);
    const asked = getList.mock.calls.length;
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    expect(getList).toHaveBeenCalledTimes(asked);
  });

  it('on a phone, where properties are cards without sortable headers, sorts from a Sort button', async () => {
    onPhoneScreen();
    const user = userEvent.setup();
    const { getList } = setup();
    expect(await screen.findByText('Plot 14, Road No. 3, Kokapet')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Sort by Created at/ }));
    await user.click(await screen.findByRole('menuitem', { name: /^Price per sq ft/ }));
    await waitFor(() => expect(lastParams(getList).sort).toMatchObject({ field: 'pricePerSqft' }));
  });

  it('on a phone, cards can be selected for Activate / Deactivate as the table’s rows', async () => {
    onPhoneScreen();
    const user = userEvent.setup();
    const { toggleStatus } = setup();
    await screen.findByText('Plot 14, Road No. 3, Kokapet');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const boxes = screen.getAllByRole('checkbox', { name: /^Select this row/ });
    expect(boxes).toHaveLength(properties.length);
    // Each named with its record, as a table row's box is.
    expect(boxes[0]).toHaveAccessibleName('Select this row: Plot 14, Road No. 3, Kokapet');
    await user.click(screen.getByRole('checkbox', { name: 'Select all' }));
    expect(boxes.every((box) => (box as HTMLInputElement).checked)).toBe(true);
    await user.click(await screen.findByRole('button', { name: 'Activate' }));
    // Only the inactive one is switched.
    expect(await screen.findByText('Activated 1 item')).toBeInTheDocument();
    expect(toggleStatus).toHaveBeenCalledTimes(1);
    expect(toggleStatus).toHaveBeenCalledWith('property', expect.objectContaining({ id: 'p2' }), expect.anything());
  });

  it('on a phone, goes to the last page and back to the first, past Previous and Next', async () => {
    onPhoneScreen();
    const user = userEvent.setup();
    const getList = vi.fn(async () => listAnswer(properties, 109_500));
    renderPropertyAdmin('/property', { getList }, { list: PropertyList });
    await screen.findByText('Plot 14, Road No. 3, Kokapet');
    await user.click(screen.getByRole('button', { name: 'Go to last page' }));
    await waitFor(() => expect(lastParams(getList).pagination).toEqual({ page: 10_950, perPage: 10 }));
    await user.click(await screen.findByRole('button', { name: 'Go to first page' }));
    await waitFor(() => expect(lastParams(getList).pagination).toEqual({ page: 1, perPage: 10 }));
  });

  it('only offers sorting on the fields the server sorts', async () => {
    setup();
    await screen.findByText('Plot 14, Road No. 3, Kokapet');
    expect(within(screen.getByRole('columnheader', { name: 'Approvals' })).queryByRole('button')).toBeNull();
    expect(within(screen.getByRole('columnheader', { name: /Address/ })).getByRole('button')).toBeInTheDocument();
  });

  it('hides a column chosen in the Columns menu, and shows it again; the actions are not offered', async () => {
    const user = userEvent.setup();
    setup();
    await screen.findByText('Plot 14, Road No. 3, Kokapet');
    expect(screen.getByRole('columnheader', { name: 'Ratings' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Columns' }));
    const menu = await screen.findByRole('presentation');
    const ratings = await within(menu).findByLabelText('Ratings');
    // The row actions are not the menu's to hide: the pinned last column holds them.
    expect(within(menu).queryByLabelText('Actions')).not.toBeInTheDocument();
    await user.click(ratings);
    // The menu is open, so the table behind it is hidden from the accessibility tree.
    await waitFor(() => expect(screen.queryByRole('columnheader', { name: 'Ratings', hidden: true })).not.toBeInTheDocument());
    expect(screen.getByRole('columnheader', { name: /Address/, hidden: true })).toBeInTheDocument();
    await user.click(ratings);
    expect(await screen.findByRole('columnheader', { name: 'Ratings', hidden: true })).toBeInTheDocument();
  });

  it('refuses a date search without a start date', async () => {
    const user = userEvent.setup();
    const { getList } = setup();
    await screen.findByText('Plot 14, Road No. 3, Kokapet');
    const calls = getList.mock.calls.length;
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findAllByText('please enter start date')).not.toHaveLength(0);
    expect(getList.mock.calls.length).toBe(calls);
  });

  it('toggles the status and deletes after confirmation', async () => {
    const user = userEvent.setup();
    const { toggleStatus, deleteFn } = setup();
    const first = (await screen.findByText('Plot 14, Road No. 3, Kokapet')).closest('tr')!;

    await user.click(within(first as HTMLElement).getByRole('switch'));
    await waitFor(() => expect(toggleStatus).toHaveBeenCalledWith('property', { id: 'p1' }));

    await user.click(within(first as HTMLElement).getByRole('button', { name: /^Delete/ }));
    const dialog = await screen.findByRole('dialog');
    expect(deleteFn).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(deleteFn).toHaveBeenCalledWith('property', expect.objectContaining({ id: 'p1' })));
  });

  it('ignores a second tap on a status switch until the list shows the changed record (it was sent from the old version)', async () => {
    let version = '2024-03-05T10:20:00.000Z';
    let hold: Promise<void> | null = null;
    let showList = () => {};
    const getList = vi.fn(async () => {
      if (hold) await hold;
      return listAnswer([{ ...properties[0], updatedAt: version }]);
    });
    let answer = () => {};
    const toggleStatus = vi.fn(() => new Promise((resolve) => (answer = () => resolve({ data: {}, message: 'Status updated' }))));
    renderPropertyAdmin('/property', { getList, toggleStatus }, { list: PropertyList });
    const row = (await screen.findByText('Plot 14, Road No. 3, Kokapet')).closest('tr')!;
    const toggle = () => fireEvent.click(within(row as HTMLElement).getByRole('switch'));
    toggle();
    toggle(); // before the first tap's render: no second call
    await waitFor(() => expect(toggleStatus).toHaveBeenCalledTimes(1));
    // The refreshed list (the record's new version) is slow to come.
    hold = new Promise((resolve) => (showList = resolve));
    version = '2024-03-06T09:00:00.000Z';
    answer();
    await screen.findByText('Status updated');
    toggle(); // answered, the list not refreshed yet: the switch still shows the old state
    expect(toggleStatus).toHaveBeenCalledTimes(1);
    showList();
    // Once the refreshed row is drawn, a tap is a new change (tapping until then; not inside waitFor, whose callback
    // runs again on every change to the page the tap makes).
    for (let i = 0; i < 100 && toggleStatus.mock.calls.length < 2; i++) {
      toggle();
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(toggleStatus).toHaveBeenCalledTimes(2);
    expect(toggleStatus.mock.calls[1]).toEqual(['property', { id: 'p1', version: '2024-03-06T09:00:00.000Z' }]);
  });

  it('writes a grown list’s total grouped, under the table and in the result count a screen reader hears', async () => {
    renderPropertyAdmin('/property', { getList: vi.fn(async () => listAnswer(properties, 109_500)) }, { list: PropertyList });
    await screen.findByText('Plot 14, Road No. 3, Kokapet');
    expect(await screen.findByText(/of 1,09,500$/)).toBeInTheDocument();
    expect(screen.getByText('1,09,500 results')).toBeInTheDocument();
  });

  it('exports the list as CSV with the enumerations in words, and says in the toast and the file’s name when it is cut at the row cap', async () => {
    const getListAll = vi.fn(async () => ({ data: properties, total: 25_000 }));
    const downloads = captureDownloads();
    try {
      renderPropertyAdmin('/property', { getList: vi.fn(async () => listAnswer(properties, 25_000)), getListAll }, { list: PropertyList });
      await screen.findByText('Plot 14, Road No. 3, Kokapet');
      await userEvent.click(screen.getByRole('button', { name: 'Export CSV (25,000 rows)' }));
      await waitFor(() => expect(downloads.files).toHaveLength(1));
      expect(getListAll).toHaveBeenCalledWith('property', expect.objectContaining({ maxRows: 10_000 }));
      const lines = await downloads.csvLines();
      expect(lines).toHaveLength(3);
      // The whole listing: the table's columns, then the rest of the record.
      expect(lines[0]).toBe(
        'Address,Property no,Plot type,Price per sq ft (₹),Availability,Approvals,Ratings,Area of plot,Price area wise,Project size,Property facing,Near by location,Amenities,Location highlights,About builder,Location,Created at,Status',
      );
      expect(lines[1]).toMatch(/^"Plot 14, Road No. 3, Kokapet",KKP-0014,[^,]+,5500,[^,]+,HMDA; DTCP,4.5,240 Sq Yards,,,[^,]+,,Club House; Swimming Pool,,,"17.387, 78.3303",2024\.03\.05,Active$/);
      expect(lines[2]).toBe(['"Survey 88, Shankarpally"', ...Array<string>(15).fill(''), '2024.02.01', 'Inactive'].join(','));
      expect(await screen.findByText('Exported the first 2 of 25,000 rows: narrow the search or the filters to export the rest')).toBeInTheDocument();
      // The day in India, as the rows' dates are.
      expect(downloads.files[0].name).toBe(`property-${toYmd(businessToday())} (first 2 of 25000).csv`);
    } finally {
      downloads.restore();
    }
  });
});
