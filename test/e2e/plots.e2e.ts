/** Plots against the real server: a plot-to-buy status change (list menu, then the details page), plot details. */
import { apiGet } from './support/api';
import { expect, test } from './support/fixtures';
import { ListPage } from './support/pages';

type PlotToBuy = { _id: string; ticketId: string; status: 1 | 2 | 3 };
const STATUS_LABEL = { 1: 'Open', 2: 'Closed', 3: 'Pending' } as const;

test('change a plot-to-buy status from the list and from its details page', async ({ adminPage: page, token, request, consoleErrors }) => {
  const list = new ListPage(page);
  await list.goto('/plot-to-buy');
  await expect(page.getByRole('heading', { level: 1, name: 'Plots To Buy' })).toBeVisible();

  const { results } = await apiGet<{ results: PlotToBuy[] }>(request, token, 'plot/plot-to-buy/list', {
    pageNo: 1,
    pageSize: 10,
    statusFilter: 1,
    orderBy: 'createdAt',
    orderDirection: 'desc',
  });
  const target = results[0];
  const next = target.status === 2 ? 1 : 2;
  const row = list.rowContaining(target.ticketId);
  await expect(row.getByText(STATUS_LABEL[target.status], { exact: true })).toBeVisible();

  await row.getByRole('button', { name: `Change status of ticket ${target.ticketId}` }).click();
  await page.getByRole('menuitem', { name: STATUS_LABEL[next], exact: true }).click();
  await expect(row.getByText(STATUS_LABEL[next], { exact: true })).toBeVisible();
  // The keyboard focus is back on the button once the change is saved (it was disabled meanwhile).
  await expect(row.getByRole('button', { name: `Change status of ticket ${target.ticketId}` })).toBeFocused();
  const saved = await apiGet<PlotToBuy>(request, token, `plot/plot-to-buy/get/${target._id}`);
  expect(saved.status).toBe(next);

  // The details page without an id asks for a ticket id and opens that requirement.
  await page.goto('/plot-to-buy/details');
  await page.getByRole('textbox', { name: 'Ticket ID' }).fill(target.ticketId);
  await page.getByRole('button', { name: 'Open', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/plot-to-buy/details/${target._id}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Buyer requirement' })).toBeVisible();
  await expect(page.getByText(target.ticketId, { exact: true })).toBeVisible();

  await page.getByRole('button', { name: `Change status of ticket ${target.ticketId}` }).click();
  await page.getByRole('menuitem', { name: 'Pending', exact: true }).click();
  await expect(page.getByText('Pending', { exact: true }).first()).toBeVisible();
  await expect.poll(async () => (await apiGet<PlotToBuy>(request, token, `plot/plot-to-buy/get/${target._id}`)).status).toBe(3);

  expect(consoleErrors).toEqual([]);
});

test('a plot for sale opens its details with labels, a maps link and a gallery', async ({ adminPage: page, consoleErrors }) => {
  const list = new ListPage(page);
  await list.goto('/plot-for-sale');
  await list.rows().first().getByRole('link', { name: /^Details of/ }).click();
  await expect(page).toHaveURL(/\/plot-for-sale\/details\/[^/]+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Plot details' })).toBeVisible();
  for (const label of ['Approval', 'Availability', 'Plot size', 'Facing', 'Seller', 'Approvals', 'Images', 'Location highlights']) {
    await expect(page.getByText(label, { exact: true }).first()).toBeVisible();
  }
  const enlarge = page.getByRole('button', { name: /^Enlarge image 1$/ });
  if (await enlarge.count()) {
    await enlarge.click();
    await expect(page.getByRole('dialog').getByRole('img')).toHaveJSProperty('complete', true);
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
  }
  await page.getByRole('link', { name: 'Back to the list' }).click();
  await expect(page).toHaveURL(/\/plot-for-sale(\?.*)?$/);
  expect(consoleErrors).toEqual([]);
});
