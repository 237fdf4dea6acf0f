import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ServiceList } from '@admin/resources/services/ServiceList';
import { servicesMessages } from '@admin/resources/services/messages';
import { listAnswer, renderResource } from '../blog/adminHarness';
import { onPhoneScreen } from '@test/helpers/phoneScreen';

const rows = [
  {
    id: 's1',
    _id: 's1',
    title: 'Soil testing',
    teluguTitle: 'మట్టి పరీక్ష',
    description: 'Lab test of the plot soil',
    fee: 125000,
    icon: 'services/soil.png',
    isActive: true,
    createdAt: '2024-03-01T00:00:00Z',
  },
  { id: 's2', _id: 's2', title: 'Survey', teluguTitle: '', description: '', fee: 0, icon: '', isActive: false, createdAt: '2024-02-01T00:00:00Z' },
];

function setup() {
  const getList = vi.fn(async () => listAnswer(rows, 12));
  const toggleStatus = vi.fn(async () => ({ data: {} }));
  renderResource({ name: 'services', messages: servicesMessages.en, path: '/services', list: ServiceList, dataProvider: { getList, toggleStatus } });
  return { getList, toggleStatus };
}
const lastQuery = (getList: ReturnType<typeof vi.fn>) => getList.mock.calls.at(-1)![1];

describe('ServiceList', { timeout: 60_000 }, () => {
  it('shows title, Telugu title (lang te), fee in rupees, created at and status', async () => {
    const { getList } = setup();
    expect(await screen.findByText('Soil testing')).toBeInTheDocument();
    expect(getList).toHaveBeenCalledWith(
      'services',
      expect.objectContaining({ pagination: { page: 1, perPage: 10 }, sort: { field: 'createdAt', order: 'DESC' }, filter: {} }),
    );
    const [first, second] = screen.getAllByRole('row').slice(1);
    expect(within(first).getByText('మట్టి పరీక్ష').closest('[lang]')).toHaveAttribute('lang', 'te');
    expect(within(first).getByText(/^₹1,25,000(\.00)?$/)).toBeInTheDocument();
    expect(within(second).getByText(/^₹0(\.00)?$/)).toBeInTheDocument();
    expect(within(second).getAllByText('NA').length).toBeGreaterThanOrEqual(2);
    expect(within(first).getByText('2024.03.01')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Delete/ })).not.toBeInTheDocument();
  });

  it('sends search, active filter, sort on fee and page', async () => {
    const user = userEvent.setup();
    const { getList } = setup();
    await screen.findByText('Soil testing');
    await user.click(screen.getByPlaceholderText('Search'));
    await user.paste('మట్టి');
    await waitFor(() => expect(lastQuery(getList).filter).toEqual({ q: 'మట్టి' }), { timeout: 5000 });
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Active' }));
    await waitFor(() => expect(lastQuery(getList).filter).toEqual({ q: 'మట్టి', statusFilter: 2 }), { timeout: 5000 });
    await user.click(screen.getByRole('button', { name: /sort by fee/i }));
    await waitFor(() => expect(lastQuery(getList).sort).toEqual({ field: 'fee', order: 'ASC' }), { timeout: 5000 });
    await user.click(screen.getByRole('button', { name: 'Go to page 2' }));
    await waitFor(() => expect(lastQuery(getList).pagination).toEqual({ page: 2, perPage: 10 }), { timeout: 5000 });
  });

  it('toggles a service through the status call', async () => {
    const user = userEvent.setup();
    const { toggleStatus } = setup();
    await screen.findByText('Soil testing');
    await user.click(screen.getAllByRole('switch')[0]);
    await waitFor(() => expect(toggleStatus).toHaveBeenCalledWith('services', { id: 's1' }));
  });

  it('a switch flipped offline waits for the connection, as a save does, then goes through', async () => {
    const user = userEvent.setup();
    const { toggleStatus } = setup();
    await screen.findByText('Soil testing');
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      const toggle = screen.getAllByRole('switch')[0];
      await user.click(toggle);
      await waitFor(() => expect(toggle).toBeDisabled());
      expect(toggleStatus).not.toHaveBeenCalled();
      onLine.mockReturnValue(true);
      window.dispatchEvent(new Event('online'));
      await waitFor(() => expect(toggleStatus).toHaveBeenCalledWith('services', { id: 's1' }));
    } finally {
      onLine.mockRestore();
    }
  });

  it('on a phone, where services are cards without sortable headers, sorts from a Sort button', async () => {
    onPhoneScreen();
    const user = userEvent.setup();
    const { getList } = setup();
    expect(await screen.findByText('Soil testing')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Sort by Created at/ }));
    await user.click(await screen.findByRole('menuitem', { name: /^Fee/ }));
    await waitFor(() => expect(lastQuery(getList).sort).toMatchObject({ field: 'fee' }));
  });

  it('on a phone, each card opens its service and has the status switch beside it, which toggles without opening it', async () => {
    onPhoneScreen();
    const user = userEvent.setup();
    const { toggleStatus } = setup();
    const link = (await screen.findByText('Soil testing')).closest('a')!;
    expect(link).toHaveAttribute('href', '/services/s1');
    expect(within(link).getByText('₹1,25,000')).toBeInTheDocument();
    const card = link.closest('li')!;
    const toggle = within(card).getByRole('switch');
    expect(link).not.toContainElement(toggle);
    await user.click(toggle);
    await waitFor(() => expect(toggleStatus).toHaveBeenCalledWith('services', { id: 's1' }));
    expect(screen.getByText('Survey')).toBeInTheDocument(); // still the list
    // A tap beside the switch, in its part of the card, toggles too (it opened the record).
    const other = within(screen.getByText('Survey').closest('li')!).getByRole('switch');
    await user.click(other.closest('label')!.parentElement!);
    await waitFor(() => expect(toggleStatus).toHaveBeenCalledWith('services', { id: 's2' }));
  });
});
