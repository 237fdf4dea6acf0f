import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { listAnswer, renderScreens } from '../plot-for-sale/screensHarness';
import { makePlotToBuy } from './plotToBuyRows';

/** The labelled block (label + value) of a details field. */
const labelled = (label: string) =>
  screen.getAllByText(label).find((e) => e.closest('.RaLabeled-label'))!.closest('.RaLabeled-label')!.parentElement!;

describe('Plot to buy details', () => {
  it('shows every field of the requirement and changes its status', async () => {
    const record = makePlotToBuy({ id: 'ptb-1', ticketId: 'TKT-77', status: 3, approvals: ['HMDA', 'DTCP'] });
    const getOne = vi.fn(async () => ({ data: record }));
    const setPlotToBuyStatus = vi.fn(async () => ({ data: {}, message: 'Status updated' }));
    renderScreens('/plot-to-buy/details/ptb-1', { getOne, setPlotToBuyStatus });

    await screen.findByText('TKT-77');
    expect(labelled('Budget')).toHaveTextContent('₹10,00,000 – ₹25,00,000');
    expect(labelled('Plot size')).toHaveTextContent('240 Sq Yards');
    expect(labelled('Payment option')).toHaveTextContent('Loan Option');
    expect(labelled('Approvals')).toHaveTextContent('HMDADTCP');
    expect(labelled('Availability')).toHaveTextContent('Open');
    expect(labelled('Status')).toHaveTextContent('Pending');
    expect(screen.getByRole('link', { name: /Open in maps/ })).toHaveAttribute('href', expect.stringContaining('query=17.39,78.33'));

    await userEvent.click(screen.getByRole('button', { name: 'Change status of ticket TKT-77' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Closed' }));
    await waitFor(() => expect(setPlotToBuyStatus).toHaveBeenCalledWith({ id: 'ptb-1', action: 2, version: '2024-02-02T11:00:00+05:30' }));
    await waitFor(() => expect(getOne.mock.calls.length).toBeGreaterThan(1));
  });
});

describe('Plot to buy lookup (/plot-to-buy/details without an id)', () => {
  it('asks for a ticket id before searching', async () => {
    const getList = vi.fn(async () => listAnswer([]));
    renderScreens('/plot-to-buy/details', { getList });
    await userEvent.click(await screen.findByRole('button', { name: 'Open' }));
    expect(await screen.findByText('Please enter a ticket ID')).toBeInTheDocument();
    expect(getList).not.toHaveBeenCalled();
  });

  it('finds the ticket through the list search and opens that requirement', async () => {
    const wanted = makePlotToBuy({ id: 'ptb-42', ticketId: 'TKT-42' });
    const getList = vi.fn(async () => listAnswer([makePlotToBuy({ ticketId: 'TKT-420' }), wanted]));
    const getOne = vi.fn(async () => ({ data: wanted }));
    renderScreens('/plot-to-buy/details', { getList, getOne, setPlotToBuyStatus: vi.fn() });
    await userEvent.type(await screen.findByRole('textbox', { name: 'Ticket ID' }), 'tkt-42');
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    await waitFor(() => expect(getOne).toHaveBeenCalledWith('plot-to-buy', expect.objectContaining({ id: 'ptb-42' })));
    expect(getList).toHaveBeenCalledWith('plot-to-buy', expect.objectContaining({ filter: { q: 'tkt-42' } }));
    await screen.findByRole('heading', { level: 1, name: 'Buyer requirement' });
  });

  it('says so when no requirement has that ticket id', async () => {
    const getList = vi.fn(async () => listAnswer([]));
    renderScreens('/plot-to-buy/details', { getList });
    await userEvent.type(await screen.findByRole('textbox', { name: 'Ticket ID' }), 'NOPE');
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('No requirement has the ticket ID "NOPE"');
  });

  it('takes at most 200 characters, and a failed search does not leave the last one’s answer beside it', async () => {
    let fail = false;
    const getList = vi.fn(async () => {
      if (fail) throw new Error('Server down');
      return listAnswer([]);
    });
    renderScreens('/plot-to-buy/details', { getList });
    const box = await screen.findByRole('textbox', { name: 'Ticket ID' });
    await userEvent.type(box, 'NOPE');
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('No requirement has the ticket ID "NOPE"');
    fail = true;
    await userEvent.clear(box);
    await userEvent.click(box);
    await userEvent.paste('x'.repeat(300));
    expect(box).toHaveValue('x'.repeat(200));
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    await waitFor(() => expect(getList).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(screen.queryByText(/No requirement has the ticket ID/)).not.toBeInTheDocument());
  });

  it('offers the first matches to choose from, and says when there are more than shown, with a link to them all', async () => {
    const matches = Array.from({ length: 10 }, (_, i) => makePlotToBuy({ id: `ptb-${i}`, ticketId: `TKT-1${i}` }));
    const getList = vi.fn(async () => listAnswer(matches, 37));
    renderScreens('/plot-to-buy/details', { getList });
    await userEvent.type(await screen.findByRole('textbox', { name: 'Ticket ID' }), 'TKT-1');
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(await screen.findByText('Several requirements match, choose one:')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /TKT-10/ })).toHaveAttribute('href', '/plot-to-buy/details/ptb-0');
    expect(screen.getByText(/These are the first 10 of 37 matches/)).toBeInTheDocument();
    const all = screen.getByRole('link', { name: 'see them all in the list' });
    expect(decodeURIComponent(all.getAttribute('href')!)).toBe('/plot-to-buy?filter={"q":"TKT-1"}');
  });
});
