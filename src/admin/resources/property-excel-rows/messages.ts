/**
 * `resources.property-excel-rows.*` (the rows of one spreadsheet batch) in English; French, Romanian and Chinese
 * are in translations.ts, loaded with their locale.
 */
import type { Localized, ResourceMessages } from '../adminResource';

const en = {
  name: 'Spreadsheet row |||| Spreadsheet rows',
  fields: {
    rowNumber: 'Row',
    status: 'Status',
    address: 'Address',
    propertyNo: 'Property no',
    errors: 'Errors',
    propertyId: 'Property',
  },
  page: {
    title: 'Rows of %{name}',
    titleUnknown: 'Rows of the spreadsheet',
    back: 'Back to the spreadsheet imports',
    summary: '1 row: %{processed} imported, %{failed} failed |||| %{smart_count} rows: %{processed} imported, %{failed} failed',
    empty: 'No rows match',
    unavailable: 'These rows cannot be shown. Go back to the spreadsheet imports and open the batch from there.',
    openProperty: 'Open the property',
    /** The Property cell of a row whose imported property was deleted since. */
    propertyDeleted: 'Deleted',
    noErrors: 'None',
    /** A row's card on a phone. */
    rowTitle: 'Row %{number}',
  },
  /** "All" agrees with the noun in some languages (fr: les lignes, toutes). */
  filters: { all: 'All' },
} satisfies ResourceMessages;

export type Messages = typeof en;

export const propertyExcelRowsMessages: Localized<Messages> = {
  en,
  others: () => import('./translations').then((m) => m.translations),
};
