import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, ListBase, memoryStore, testDataProvider } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { createI18nProvider } from '@i18n/index';
import { adminResources } from '@admin/resources/registry';
import { ExportCsvButton } from '@admin/ui/export/ExportCsvButton';
import { captureDownloads } from '../../helpers/downloads';

const rows = [{ id: 'p1', address: 'Plot 1; Kokapet, Hyderabad', pricePerSqft: 4500.5, propertyRatings: 4 }];
const columns = [
  { source: 'address', header: 'Adresse' },
  { source: 'pricePerSqft', header: 'Prix' },
  { source: 'propertyRatings', header: 'Note' },
];

async function exportIn(locale: string): Promise<string[]> {
  const dataProvider = testDataProvider({
    getList: vi.fn(async () => ({ data: rows, total: 1 })),
    getListAll: vi.fn(async () => ({ data: rows, total: 1 })),
  } as never);
  const downloads = captureDownloads();
  try {
    render(
      <AdminContext dataProvider={dataProvider} i18nProvider={createI18nProvider(adminResources)} store={memoryStore({ locale })}>
        <ListBase resource="property">
          <ExportCsvButton columns={columns} />
        </ListBase>
      </AdminContext>,
    );
    // The button is disabled until the list's total is in (its name then counts the row): clicking earlier raced
    // the answer (user-event found it disabled, pointer-events: none).
    await userEvent.click(await screen.findByRole('button', { name: /CSV \(1 / }));
    await waitFor(() => expect(downloads.files).toHaveLength(1));
    return await downloads.csvLines();
  } finally {
    downloads.restore();
  }
}

describe('CSV exports follow the spreadsheet conventions of the admin’s language', { timeout: 30_000 }, () => {
  it('French: semicolons and decimal commas, so that Excel in French opens it in columns', async () => {
    expect(await exportIn('fr')).toEqual(['Adresse;Prix;Note', '"Plot 1; Kokapet, Hyderabad";4500,5;4']);
  });

  it('English: commas and decimal points', async () => {
    expect(await exportIn('en')).toEqual(['Adresse,Prix,Note', '"Plot 1; Kokapet, Hyderabad",4500.5,4']);
  });
});
