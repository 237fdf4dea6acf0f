/** How a table list is sorted, as assistive technology reads it: `aria-sort` on the sorted column's header only. */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ADMIN_TEST_TIMEOUT, renderAdmin } from '@test/helpers/renderAdmin';

const created = { createdAt: '2024-03-05T10:20:00+05:30', updatedAt: '2024-03-05T10:20:00+05:30' };
const post = { id: 'b1', _id: 'b1', title: 'Plots near ORR', shortDescription: 'Where to buy', featured: true, isActive: true, thumbImage: '', ...created };
const leadRow = { id: 'l1', _id: 'l1', name: 'Ravi Naidu', email: 'ravi@example.com', phone: '+919876543210', subject: 'Survey', status: 1, ...created };

/** The header cells that carry `aria-sort`, by their text: `{ 'Created at': 'descending' }`. */
function sortedHeaders() {
  const headers = [...document.querySelectorAll<HTMLElement>('thead th')];
  return Object.fromEntries(headers.filter((th) => th.hasAttribute('aria-sort')).map((th) => [th.textContent, th.getAttribute('aria-sort')]));
}

describe('the sorted column of a table list', { timeout: ADMIN_TEST_TIMEOUT }, () => {
  it('is the only header with aria-sort, and follows a sort by another column and back', async () => {
    const getList = vi.fn(async (_resource: string, _params: { sort: unknown }) => ({ data: [post], total: 1 }));
    renderAdmin({ path: '/blog', dataProvider: { getList } });
    await screen.findByText('Plots near ORR');
    expect(sortedHeaders()).toEqual({ 'Created at': 'descending' });

    await userEvent.click(screen.getByText('Title', { selector: 'thead th *' }));
    await waitFor(() => expect(sortedHeaders()).toEqual({ Title: 'ascending' }));
    expect(getList.mock.calls.at(-1)![1].sort).toEqual({ field: 'title', order: 'ASC' });

    await userEvent.click(screen.getByText('Title', { selector: 'thead th *' }));
    await waitFor(() => expect(sortedHeaders()).toEqual({ Title: 'descending' }));
    // Body cells never carry it.
    expect(document.querySelector('tbody [aria-sort]')).toBeNull();
  });

  it('is marked in a list built on the shared lead table too (support), from the address', async () => {
    const getList = vi.fn(async () => ({ data: [leadRow], total: 1 }));
    renderAdmin({ path: '/support?sort=name&order=ASC', dataProvider: { getList } });
    await screen.findByText('Ravi Naidu');
    expect(sortedHeaders()).toEqual({ Name: 'ascending' });
  });
});
