/** The lists that gained an Export CSV button: every page as filtered, the table's columns in the admin's words. */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { captureDownloads } from '@test/helpers/downloads';
import { ADMIN_TEST_TIMEOUT, renderAdmin } from '@test/helpers/renderAdmin';
import { makePlotForSale } from '../resources/plot-for-sale/plotForSaleRows';

const created = { createdAt: '2024-03-05T10:20:00+05:30', updatedAt: '2024-03-05T10:20:00+05:30' };
const cases = [
  {
    path: '/services',
    shown: 'Soil testing',
    row: { id: 's1', _id: 's1', title: 'Soil testing', teluguTitle: 'మట్టి పరీక్ష', description: 'Lab test, report in 3 days', fee: 2500, highlights: [], images: [], icon: '', isActive: true, ...created },
    lines: ['Title,Title (Telugu),Description,Fee,Created at,Status', 'Soil testing,మట్టి పరీక్ష,"Lab test, report in 3 days",2500,2024.03.05,Active'],
  },
  {
    path: '/blog',
    shown: 'Plots near ORR',
    row: { id: 'b1', _id: 'b1', title: 'Plots near ORR', shortDescription: 'Where to buy', featured: true, isActive: false, thumbImage: '', ...created },
    lines: ['Title,Short description,Featured,Created at,Status', 'Plots near ORR,Where to buy,Yes,2024.03.05,Inactive'],
  },
  {
    path: '/review',
    shown: 'Asha',
    row: { id: 'r1', _id: 'r1', name: 'Asha', reviewType: 2, description: 'Visit our site', linkUrl: 'https://example.com', image: 'r.jpg', isActive: true, ...created },
    lines: [/^Name,Type,Description,Link URL,Created at,Status$/, /^Asha,\w+,Visit our site,https:\/\/example\.com,2024\.03\.05,Active$/],
  },
  {
    path: '/events',
    shown: 'Plot mela',
    row: { id: 'e1', _id: 'e1', name: 'Plot mela', title: 'Open house', dateTime: '2024-07-09T12:30:00+05:30', agenda: 'Site visit', details: '', address: 'Kokapet', link: 'https://example.com/e', isActive: true, ...created },
    lines: ['Name,Title,Date,Agenda,Details,Location,Link,Created At,Status', 'Plot mela,Open house,2024.07.09 12:30,Site visit,,Kokapet,https://example.com/e,2024.03.05,Active'],
  },
  {
    path: '/plot-for-sale',
    shown: 'Plot One',
    row: makePlotForSale({ id: 'p1', name: 'Plot One', plotNo: '7A', createdAt: '2024-03-05T10:20:00+05:30' }),
    lines: ['Name,Address,Plot no.,Venture,Price per sq ft,Plot size,Approval,Availability,Created at,Status', /^Plot One,"Shankarpally, Hyderabad",7A,Green Meadows,4500,240 \S.*,\w.*,\w.*,2024\.03\.05,Active$/],
  },
];

describe('Export CSV on the services, blog, review, events and plots-for-sale lists', { timeout: ADMIN_TEST_TIMEOUT }, () => {
  it.each(cases)('$path exports its rows with the table’s columns', async ({ path, shown, row, lines }) => {
    const getList = vi.fn(async () => ({ data: [row], total: 1 }));
    const getListAll = vi.fn(async () => ({ data: [row], total: 1 }));
    const downloads = captureDownloads();
    try {
      renderAdmin({ path, dataProvider: { getList, getListAll } });
      await screen.findByText(shown);
      await userEvent.click(screen.getByLabelText('Export CSV (1 row)'));
      await waitFor(() => expect(downloads.files).toHaveLength(1));
      const csv = await downloads.csvLines();
      expect(csv).toHaveLength(2);
      lines.forEach((line, index) => (typeof line === 'string' ? expect(csv[index]).toBe(line) : expect(csv[index]).toMatch(line)));
    } finally {
      downloads.restore();
    }
  });
});

describe('An export under way', { timeout: ADMIN_TEST_TIMEOUT }, () => {
  it('stops when the admin leaves the list: its requests are cancelled and no file comes later', async () => {
    const row = cases[0].row;
    let signal: AbortSignal | undefined;
    let finish: (() => void) | undefined;
    const getListAll = vi.fn(
      (_resource: string, params: { signal?: AbortSignal }) =>
        new Promise((resolve) => {
          signal = params.signal;
          finish = () => resolve({ data: [row], total: 1 });
        }),
    );
    const downloads = captureDownloads();
    try {
      const { unmount } = renderAdmin({ path: '/services', dataProvider: { getList: vi.fn(async () => ({ data: [row], total: 1 })), getListAll } });
      await screen.findByText('Soil testing');
      await userEvent.click(screen.getByLabelText('Export CSV (1 row)'));
      await waitFor(() => expect(getListAll).toHaveBeenCalled());
      expect(signal?.aborted).toBe(false);
      unmount();
      expect(signal?.aborted).toBe(true);
      finish?.();
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(downloads.files).toHaveLength(0);
    } finally {
      downloads.restore();
    }
  });
});
