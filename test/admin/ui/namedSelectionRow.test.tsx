/** A table row's selection checkbox is named with its record, as the row's other controls are. */
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ADMIN_TEST_TIMEOUT, renderAdmin } from '@test/helpers/renderAdmin';

const created = { createdAt: '2024-03-05T10:20:00+05:30', updatedAt: '2024-03-05T10:20:00+05:30' };
const service = (id: string, title: string) => ({ id, _id: id, title, teluguTitle: '', description: 'd', fee: 100, highlights: [], images: [], icon: '', isActive: true, ...created });

describe('row selection checkboxes', { timeout: ADMIN_TEST_TIMEOUT }, () => {
  it('are named after their record, each its own, and the page’s checkbox keeps its name', async () => {
    const rows = [service('s1', 'Soil testing'), service('s2', 'Land survey')];
    renderAdmin({ path: '/services', dataProvider: { getList: vi.fn(async () => ({ data: rows, total: 2 })) } });
    await screen.findByText('Soil testing');
    expect(await screen.findByRole('checkbox', { name: 'Select this row: Soil testing' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Select this row: Land survey' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Select all' })).toBeInTheDocument();
  });
});
