import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ReviewList } from '@admin/resources/review/ReviewList';
import { reviewMessages } from '@admin/resources/review/messages';
import { listAnswer, renderResource } from '../blog/adminHarness';

const longText = 'Great service from start to finish, the team handled every approval and the registration on time. '.repeat(2);
const reviews = [
  { id: 'r1', _id: 'r1', name: 'Ravi Kumar', description: longText, reviewType: 1, image: '', linkUrl: '', isActive: true, createdAt: '2024-03-01T00:00:00Z' },
  {
    id: 'r2',
    _id: 'r2',
    name: 'Festival offer',
    description: 'Zero brokerage this month',
    reviewType: 2,
    image: 'review/ad.png',
    linkUrl: 'https://example.com/offer',
    isActive: false,
    createdAt: '2024-03-02T00:00:00Z',
  },
];

function setup() {
  const getList = vi.fn(async () => listAnswer(reviews, 30));
  const deleteFn = vi.fn(async (_r: string, p: { id: string }) => ({ data: { id: p.id } }));
  renderResource({ name: 'review', messages: reviewMessages.en, path: '/review', list: ReviewList, dataProvider: { getList, delete: deleteFn } });
  return { getList, deleteFn };
}

const lastQuery = (getList: ReturnType<typeof vi.fn>) => getList.mock.calls.at(-1)![1];

describe('ReviewList', { timeout: 60_000 }, () => {
  it('shows name, type chip, a description excerpt, the image and the status', async () => {
    const { getList } = setup();
    expect(await screen.findByText('Ravi Kumar')).toBeInTheDocument();
    expect(getList).toHaveBeenCalledWith(
      'review',
      expect.objectContaining({ pagination: { page: 1, perPage: 10 }, sort: { field: 'createdAt', order: 'DESC' }, filter: {} }),
    );
    const [first, second] = screen.getAllByRole('row').slice(1);
    expect(within(first).getByText('Review')).toBeInTheDocument();
    expect(within(first).getByText(/^Great service from start to finish.*…$/)).toBeInTheDocument();
    expect(within(first).getByText('NA')).toBeInTheDocument();
    expect(within(second).getByText('Ad')).toBeInTheDocument();
    expect(within(second).getByRole('img', { name: 'Festival offer' })).toHaveAttribute('src', '/storage/review/ad.png');
    expect(within(second).getByRole('switch')).not.toBeChecked();
  });

  it('sends the chosen review type as reviewType, and none for All', async () => {
    const user = userEvent.setup();
    const { getList } = setup();
    await screen.findByText('Ravi Kumar');
    await user.click(screen.getByRole('combobox', { name: 'Type' }));
    await user.click(await screen.findByRole('option', { name: 'Ad' }));
    await waitFor(() => expect(lastQuery(getList).filter).toEqual({ reviewType: 2 }), { timeout: 5000 });
    await user.click(screen.getByRole('combobox', { name: 'Type' }));
    // react-admin names the empty choice "Clear value" for assistive tech; it reads "All".
    const all = (await screen.findAllByRole('option'))[0];
    expect(all).toHaveTextContent('All');
    await user.click(all);
    await waitFor(() => expect(lastQuery(getList).filter).toEqual({}), { timeout: 5000 });
  });

  it('offers Create and no filter button, also once a search is typed (every filter is always shown)', async () => {
    const user = userEvent.setup();
    const getList = vi.fn(async () => listAnswer(reviews, 2));
    renderResource({ name: 'review', messages: reviewMessages.en, path: '/review', list: ReviewList, create: () => <p>form</p>, dataProvider: { getList } });
    await screen.findByText('Ravi Kumar');
    await user.click(screen.getByPlaceholderText('Search'));
    await user.paste('offer');
    await waitFor(() => expect(lastQuery(getList).filter).toEqual({ q: 'offer' }), { timeout: 5000 });
    expect(screen.getByRole('link', { name: 'Create' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add filter' })).not.toBeInTheDocument();
  });

  it('sends search, sort and page', async () => {
    const user = userEvent.setup();
    const { getList } = setup();
    await screen.findByText('Ravi Kumar');
    await user.click(screen.getByPlaceholderText('Search'));
    await user.paste('offer');
    await waitFor(() => expect(lastQuery(getList).filter).toEqual({ q: 'offer' }), { timeout: 5000 });
    await user.click(screen.getByRole('button', { name: /sort by name/i }));
    await waitFor(() => expect(lastQuery(getList).sort).toEqual({ field: 'name', order: 'ASC' }), { timeout: 5000 });
    await user.click(screen.getByRole('button', { name: 'Go to page 2' }));
    await waitFor(() => expect(lastQuery(getList).pagination).toEqual({ page: 2, perPage: 10 }), { timeout: 5000 });
  });

  it('deletes only after confirmation', async () => {
    const user = userEvent.setup();
    const { deleteFn } = setup();
    await screen.findByText('Ravi Kumar');
    await user.click(within(screen.getAllByRole('row')[2]).getByRole('button', { name: /^Delete/ }));
    const dialog = await screen.findByRole('dialog');
    expect(deleteFn).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(deleteFn).toHaveBeenCalledWith('review', expect.objectContaining({ id: 'r2' })));
  });

  it('after deleting the last row of the last page, shows the page before it, not page 1', async () => {
    const user = userEvent.setup();
    let total = 21;
    const getList = vi.fn(async (_r: string, { pagination: { page } }: { pagination: { page: number } }) =>
      listAnswer(page === 3 ? reviews.slice(0, total - 20) : page === 2 ? reviews : [], total),
    );
    const deleteFn = vi.fn(async (_r: string, p: { id: string }) => {
      total = 20;
      return { data: { id: p.id } };
    });
    renderResource({ name: 'review', messages: reviewMessages.en, path: '/review?page=3&perPage=10', list: ReviewList, dataProvider: { getList, delete: deleteFn } });
    await screen.findByText('Ravi Kumar');
    expect(lastQuery(getList).pagination).toEqual({ page: 3, perPage: 10 });
    await user.click(within(screen.getAllByRole('row')[1]).getByRole('button', { name: /^Delete/ }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(deleteFn).toHaveBeenCalled());
    expect(await screen.findByText('Festival offer')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(lastQuery(getList).pagination).toEqual({ page: 2, perPage: 10 });
    expect(getList.mock.calls.some(([, params]) => (params as { pagination: { page: number } }).pagination.page === 1)).toBe(false);
  });
});
