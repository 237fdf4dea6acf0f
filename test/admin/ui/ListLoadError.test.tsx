import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { ADMIN_TEST_TIMEOUT, renderAdmin } from '@test/helpers/renderAdmin';

const event = { id: 'e1', _id: 'e1', name: 'Plot mela', title: 'Open house', dateTime: '2024-07-09T12:00:00Z', isActive: true, createdAt: '2024-07-01T12:00:00Z' };

describe('a list whose page cannot be fetched', { timeout: ADMIN_TEST_TIMEOUT }, () => {
  it('says so with the reason and offers to retry, instead of an empty table', async () => {
    const getList = vi
      .fn()
      .mockRejectedValueOnce(new HttpError('app.validation.searchTooLong', 400, { statusCode: 1000 }))
      .mockResolvedValue({ data: [event], total: 1 });
    renderAdmin({ path: '/events', dataProvider: { getList } });
    const alert = await screen.findByText(/This list could not be loaded\. A search is at most 200 characters/);
    expect(screen.queryByText(/No .* found|matches/i)).not.toBeInTheDocument();
    // No page count from before the failure under it.
    expect(screen.queryByText(/\d+-\d+ of \d+/)).not.toBeInTheDocument();
    await userEvent.click(within(alert.closest<HTMLElement>('.MuiAlert-root')!).getByText('Retry'));
    expect(await screen.findByText('Plot mela')).toBeInTheDocument();
    expect(await screen.findByText('1-1 of 1')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText(/This list could not be loaded/)).not.toBeInTheDocument());
  });
});

describe('the number of results', { timeout: ADMIN_TEST_TIMEOUT }, () => {
  it('is a status message, so that a screen reader says what a search found', async () => {
    const other = { ...event, id: 'e2', _id: 'e2', name: 'Venture launch' };
    const getList = vi.fn(async (_resource: string, params: { filter: { q?: string } }) =>
      params.filter.q ? { data: [other], total: 1 } : { data: [event, other], total: 2 },
    );
    renderAdmin({ path: '/events', dataProvider: { getList } });
    const count = () => screen.getAllByRole('status').find((el) => /results?$/.test(el.textContent ?? ''));
    await waitFor(() => expect(count()).toHaveTextContent('2 results'));
    await userEvent.type(screen.getByRole('textbox', { name: 'Search' }), 'venture{Enter}');
    await waitFor(() => expect(count()).toHaveTextContent('1 result'));
    expect(screen.getByText('Venture launch')).toBeInTheDocument();
  });
});
