/**
 * `resources.property-excel.*` (spreadsheet batches and the upload card) in English; French, Romanian and Chinese
 * are in translations.ts, loaded with their locale.
 */
import type { Localized, ResourceMessages } from '../adminResource';

const en = {
  name: 'Spreadsheet upload |||| Spreadsheet uploads',
  fields: {
    originalFileName: 'File',
    createdAt: 'Uploaded at',
    totalRows: 'Rows',
    processedRows: 'Imported',
    failedRows: 'Failed',
    status: 'Status',
    error: 'Problem',
  },
  list: {
    title: 'Spreadsheet imports',
    subtitle: 'Upload an .xlsx or .csv file of properties; each row is checked like the property form.',
    back: 'Back to the property listing',
    empty: 'No spreadsheet uploaded yet',
    refreshing: 'Updating while files are being processed…',
    viewRows: 'Rows',
    viewRowsOf: 'Show the rows of %{name}',
    /** The Problem cell of a batch whose file was read but some rows were refused: a link to those rows. */
    failedRows: '1 row failed |||| %{smart_count} rows failed',
  },
  upload: {
    title: 'Upload a spreadsheet',
    choose: 'Choose a file (.xlsx or .csv)',
    uploading: 'Uploading %{name}…',
    processing: '%{name} was uploaded; it is being processed.',
    processed: '%{name} was imported (rows imported: %{processed}).',
    processedWithErrors: '%{name} was processed with errors (imported: %{processed}, failed: %{failed}).',
    partiallyProcessed: '%{name} was only partly processed (imported: %{processed}, failed: %{failed}).',
    failed: '%{name} could not be imported.',
    viewRows: 'Show the rows',
    invalidType: '%{name}: only .xlsx and .csv files are accepted',
    tooLarge: '%{name} is larger than %{max} MB; split it into several files',
    progress: 'Upload progress',
    /** The file's bytes were imported before (the server compares their SHA-256). */
    repeat: {
      title: 'Import this file again?',
      content:
        '%{name} has the same content as %{earlier}, imported on %{date}: 1 property was created from it. Importing it again creates it a second time. |||| %{name} has the same content as %{earlier}, imported on %{date}: %{smart_count} properties were created from it. Importing it again creates them a second time.',
      confirm: 'Import again',
      dropped: '%{name} was not imported.',
    },
    /** Shown after signing in again, when the session ended during an upload. */
    answerLost: '%{name} was sent, but the answer did not arrive: it may be importing already. The list below shows it if so; choosing it again asks before importing it twice.',
    sessionEnded: '%{name} was not imported: the session ended during its upload. Choose it again.',
    cancel: 'Cancel the upload',
    cancelled: 'The upload of %{name} was cancelled: nothing was imported.',
    leaveWhileUploading: '%{name} is still uploading: leaving cancels it, and nothing is imported. Leave anyway?',
  },
  template: {
    download: 'Download template (.xlsx)',
    downloadCsv: 'Download template (.csv)',
    failed: 'The template could not be downloaded',
    help: 'Start from the template: row 1 holds the column headers; lists are separated by ";".',
  },
} satisfies ResourceMessages;

export type Messages = typeof en;

export const propertyExcelMessages: Localized<Messages> = {
  en,
  others: () => import('./translations').then((m) => m.translations),
};
