import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { BlogList } from '@admin/resources/blog/BlogList';
import { blogMessages } from '@admin/resources/blog/messages';
import { listAnswer, renderResource } from './adminHarness';

const posts = [
  {
    id: 'b1',
    _id: 'b1',
    title: 'Buying your first plot',
    featured: true,
    thumbImage: 'blog/thumb-1.jpg',
    createdAt: '2024-03-05T10:20:00.000Z',
    isActive: true,
  },
  { id: 'b2', _id: 'b2', title: 'Vastu basics', featured: false, thumbImage: '', createdAt: '2024-02-01T08:00:00.000Z', isActive: false },
];

function setup(total = posts.length, rows = posts) {
  const getList = vi.fn(async () => listAnswer(rows, total));
  const toggleStatus = vi.fn(async () => ({ data: {}, message: 'Status updated' }));
  const deleteFn = vi.fn(async (_r: string, p: { id: string }) => ({ data: { id: p.id } }));
  renderResource({
    name: 'blog',
    messages: blogMessages.en,
    path: '/blog',
    list: BlogList,
    dataProvider: { getList, toggleStatus, delete: deleteFn },
  });
  return { getList, toggleStatus, deleteFn };
}

const lastQuery = (getList: ReturnType<typeof vi.fn>) => getList.mock.calls.at(-1)![1];

// Full <Admin> renders on a shared 2-core machine: allow more than the default 20 s.
describe('BlogList', { timeout: 60_000 }, () => {
  it('asks for the first page sorted by newest and shows thumbnail, title, featured, created at and status', async () => {
    const { getList } = setup();
    expect(await screen.findByText('Buying your first plot')).toBeInTheDocument();
    expect(getList).toHaveBeenCalledWith(
      'blog',
      expect.objectContaining({ pagination: { page: 1, perPage: 10 }, sort: { field: 'createdAt', order: 'DESC' }, filter: {} }),
    );
    for (const header of ['Title', 'Featured', 'Created at', 'Status']) {
      expect(screen.getByRole('columnheader', { name: new RegExp(header) })).toBeInTheDocument();
    }
    const [first, second] = screen.getAllByRole('row').slice(1);
    expect(within(first).getByRole('img', { name: 'Buying your first plot' })).toHaveAttribute('src', '/storage/blog/thumb-1.jpg');
    // 10:20 UTC, shown in India's time whatever the browser's.
    expect(within(first).getByText('2024.03.05 15:50', { exact: false })).toBeInTheDocument();
    expect(within(second).getByText('NA')).toBeInTheDocument();
    // Featured is named for screen readers (react-admin's icon was hidden from them).
    expect(within(first).getByRole('img', { name: 'Yes' })).toBeInTheDocument();
    expect(within(second).getByRole('img', { name: 'No' })).toBeInTheDocument();
    expect(within(first).getByRole('switch', { name: /Active/ })).toBeChecked();
    // Each row control names its record for screen readers, beginning with its visible label.
    expect(within(first).getByRole('switch', { name: 'Toggle status: Buying your first plot, Active' })).toBeInTheDocument();
    expect(within(first).getByRole('button', { name: 'Delete: Buying your first plot' })).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: 'Edit: Buying your first plot' })).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: 'Preview: Buying your first plot' })).toBeInTheDocument();
    expect(within(second).getByRole('switch', { name: /Inactive/ })).not.toBeChecked();
  });

  it('sends the search text as the q filter', async () => {
    const user = userEvent.setup();
    const { getList } = setup();
    await screen.findByText('Buying your first plot');
    await user.type(screen.getByPlaceholderText('Search'), 'plot');
    await waitFor(() => expect(lastQuery(getList).filter).toEqual({ q: 'plot' }), { timeout: 5000 });
  });

  it('says in words that it is still waiting when a search has been on its way for 8 s, and no more once its rows are in', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      let answer: () => void = () => undefined;
      const { getList } = setup();
      await screen.findByText('Buying your first plot');
      const waiting = 'Still waiting for the server… The rows show as soon as it answers.';
      getList.mockImplementation(() => new Promise((resolve) => (answer = () => resolve(listAnswer([posts[1]], 1)))));
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      await user.type(screen.getByPlaceholderText('Search'), 'plot{Enter}');
      await waitFor(() => expect(getList).toHaveBeenLastCalledWith('blog', expect.objectContaining({ filter: { q: 'plot' } })));
      await act(async () => {
        await vi.advanceTimersByTimeAsync(3_000);
      });
      expect(screen.queryByText(waiting)).not.toBeInTheDocument();
      await act(async () => {
        await vi.advanceTimersByTimeAsync(6_000);
      });
      expect(screen.getByText(waiting)).toBeInTheDocument();
      act(() => answer());
      await waitFor(() => expect(screen.queryByText(waiting)).not.toBeInTheDocument());
    } finally {
      vi.useRealTimers();
    }
  });

  it('shows a bar over the rows while a search is on its way, and none once its rows are in', async () => {
    const user = userEvent.setup();
    let answer: () => void = () => undefined;
    const { getList } = setup();
    await screen.findByText('Buying your first plot');
    const list = () => screen.getByRole('table');
    expect(screen.queryByRole('progressbar', { name: 'Loading…' })).not.toBeInTheDocument();
    getList.mockImplementation(() => new Promise((resolve) => (answer = () => resolve(listAnswer([posts[1]], 1)))));
    await user.type(screen.getByPlaceholderText('Search'), 'plot');
    // The previous rows stay on screen meanwhile, under the bar.
    expect(await screen.findByRole('progressbar', { name: 'Loading…' }, { timeout: 5000 })).toBeInTheDocument();
    expect(within(list()).getByText('Buying your first plot')).toBeInTheDocument();
    act(() => answer());
    await waitFor(() => expect(screen.queryByRole('progressbar', { name: 'Loading…' })).not.toBeInTheDocument());
  });

  it('offers All, Active and Inactive once each, and sends the choice as statusFilter', async () => {
    const user = userEvent.setup();
    const { getList } = setup();
    await screen.findByText('Buying your first plot');
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['All', 'Active', 'Inactive']);
    await user.click(await screen.findByRole('option', { name: 'Inactive' }));
    await waitFor(() => expect(lastQuery(getList).filter).toEqual({ statusFilter: 3 }), { timeout: 5000 });
  });

  it('sorts on the server when a sortable header is clicked', async () => {
    const user = userEvent.setup();
    const { getList } = setup();
    await screen.findByText('Buying your first plot');
    await user.click(screen.getByRole('button', { name: /sort by title/i }));
    await waitFor(() => expect(lastQuery(getList).sort).toEqual({ field: 'title', order: 'ASC' }), { timeout: 5000 });
  });

  it('asks for the next page', async () => {
    const user = userEvent.setup();
    const { getList } = setup(25);
    await screen.findByText('Buying your first plot');
    await user.click(screen.getByRole('button', { name: 'Go to page 2' }));
    await waitFor(() => expect(lastQuery(getList).pagination).toEqual({ page: 2, perPage: 10 }), { timeout: 5000 });
  });

  it('marks only the contract’s sortable columns as sortable', async () => {
    setup();
    await screen.findByText('Buying your first plot');
    for (const sortable of ['title', 'featured', 'created at', 'status']) {
      expect(screen.getByRole('button', { name: new RegExp(`sort by ${sortable}`, 'i') })).toBeInTheDocument();
    }
    expect(screen.queryByRole('button', { name: /sort by thumbnail/i })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /sort by actions/i })).not.toBeInTheDocument();
  });

  it('toggles the active status through the status call', async () => {
    const user = userEvent.setup();
    const { toggleStatus } = setup();
    await screen.findByText('Buying your first plot');
    await user.click(screen.getAllByRole('switch')[1]);
    await waitFor(() => expect(toggleStatus).toHaveBeenCalledWith('blog', { id: 'b2' }));
  });

  it.each([
    ['made on an older state (409)', new HttpError('This record changed since the list was loaded', 409, {})],
    ['on a post deleted meanwhile (404; its row stayed)', new HttpError('Blog not found', 404, {})],
  ])('a toggle refused as %s shows the list again as it now is', async (_case, refusal) => {
    const user = userEvent.setup();
    const { toggleStatus, getList } = setup();
    toggleStatus.mockRejectedValueOnce(refusal);
    await screen.findByText('Buying your first plot');
    const before = getList.mock.calls.length;
    await user.click(screen.getAllByRole('switch')[1]);
    await waitFor(() => expect(getList.mock.calls.length).toBeGreaterThan(before));
  });

  it('deletes a post only after confirmation', async () => {
    const user = userEvent.setup();
    const { deleteFn } = setup();
    await screen.findByText('Buying your first plot');
    const firstRow = screen.getAllByRole('row')[1];
    await user.click(within(firstRow).getByRole('button', { name: /^Delete/ }));
    const dialog = await screen.findByRole('dialog');
    expect(deleteFn).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(deleteFn).toHaveBeenCalledWith('blog', expect.objectContaining({ id: 'b1' })));
  });

  it('names a long record shortened in the delete question', async () => {
    const user = userEvent.setup();
    const long = `A guide ${'to buying plots in Hyderabad '.repeat(12)}`.trim();
    setup(1, [{ ...posts[1], id: 'b9', _id: 'b9', title: long }]);
    await screen.findByText(long.slice(0, 30), { exact: false });
    await user.click(within(screen.getAllByRole('row')[1]).getByRole('button', { name: /^Delete/ }));
    const title = within(await screen.findByRole('dialog')).getByRole('heading');
    expect(title.textContent).toBe(`Delete blog post ${long.slice(0, 79).trimEnd()}…`);
  });
});
