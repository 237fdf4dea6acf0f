import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { LIST_RETRY_MS } from '@admin/ui/ListLoadError';
import { ADMIN_TEST_TIMEOUT, renderAdmin } from '@test/helpers/renderAdmin';

const event = { id: 'e1', _id: 'e1', name: 'Plot mela', title: 'Open house', dateTime: '2024-07-09T12:00:00Z', isActive: true, createdAt: '2024-07-01T12:00:00Z' };
const lead = { id: 'l1', _id: 'l1', name: 'Ravi Naidu', email: 'ravi@example.com', phone: '+919876543210', status: 1, createdAt: '2024-07-01T12:00:00Z' };

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

  it('asks again by itself after a failure that got no answer, which the browser may never say has passed', async () => {
    // Only the intervals are the test's: react-admin and react-query keep their own timers.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    try {
      let answering = false;
      const getList = vi.fn(async () => {
        if (!answering) throw new HttpError('app.common.unreachable', 0, {});
        return { data: [lead], total: 1 };
      });
      renderAdmin({ path: '/property-leads', dataProvider: { getList } });
      expect(
        await screen.findByText('This list could not be loaded. The server could not be reached. Check the connection, then try again. It is asked again every 30 seconds.', {}, { timeout: 20_000 }),
      ).toBeInTheDocument();
      const calls = getList.mock.calls.length;
      answering = true;
      act(() => vi.advanceTimersByTime(LIST_RETRY_MS));
      expect(await screen.findByText('Ravi Naidu')).toBeInTheDocument();
      expect(getList.mock.calls.length).toBe(calls + 1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('does not ask again by itself after a refusal, which would get the same answer', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    try {
      const getList = vi.fn().mockRejectedValue(new HttpError('app.validation.invalidValue', 400, { statusCode: 1000 }));
      renderAdmin({ path: '/property-leads', dataProvider: { getList } });
      const message = await screen.findByText(/This list could not be loaded/);
      expect(message).not.toHaveTextContent('asked again');
      const calls = getList.mock.calls.length;
      act(() => vi.advanceTimersByTime(LIST_RETRY_MS * 3));
      expect(getList.mock.calls.length).toBe(calls);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('a list whose filter the server refuses (an old bookmark)', { timeout: ADMIN_TEST_TIMEOUT }, () => {
  it('offers to clear the filters, which Retry would send again', async () => {
    const getList = vi.fn(async (_resource: string, params: { filter: Record<string, unknown> }) => {
      if (params.filter.statusFilter !== undefined) throw new HttpError('app.validation.invalidValue', 400, { statusCode: 1000 });
      return { data: [lead], total: 1 };
    });
    renderAdmin({ path: `/property-leads?filter=${encodeURIComponent('{"statusFilter":9}')}`, dataProvider: { getList } });
    const alert = (await screen.findByText(/This list could not be loaded/)).closest<HTMLElement>('.MuiAlert-root')!;
    await userEvent.click(within(alert).getByRole('button', { name: 'Clear filters' }));
    expect(await screen.findByText('Ravi Naidu')).toBeInTheDocument();
    expect(getList.mock.calls.at(-1)![1].filter).toEqual({});
  });

  it('offers no Clear filters for a failure that is not a refusal, nor without filters', async () => {
    const getList = vi.fn().mockRejectedValue(new HttpError('Wrong Services', 0, {}));
    renderAdmin({ path: `/property-leads?filter=${encodeURIComponent('{"q":"ravi"}')}`, dataProvider: { getList } });
    const alert = (await screen.findByText(/This list could not be loaded/)).closest<HTMLElement>('.MuiAlert-root')!;
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(within(alert).queryByRole('button', { name: 'Clear filters' })).not.toBeInTheDocument();
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
