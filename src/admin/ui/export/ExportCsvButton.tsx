import DownloadIcon from '@mui/icons-material/Download';
import { Box, CircularProgress } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import {
  Button,
  downloadCSV,
  useDataProvider,
  useListContext,
  useLocaleState,
  useNotify,
  useTranslate,
  type Identifier,
  type RaRecord,
  type TranslateFunction,
} from 'react-admin';
import { csvText, usesDecimalComma } from '@shared/csv';
import { businessToday, formatNumber, toYmd } from '@admin/format';
import type { AppDataProvider } from '@admin/providers/types';
import { visuallyHidden } from '../visuallyHidden';

export type ExportColumn<T extends RaRecord = RaRecord> = {
  source: string;
  /** i18n key of the header; default `resources.<resource>.fields.<source>`. */
  label?: string;
  /** The header as it is, untranslated (a spreadsheet template's column). */
  header?: string;
  /** The cell's text; default the value as it is (NA-free: empty stays empty). */
  text?(record: T, translate: TranslateFunction): string | number | null | undefined;
};

/** Rows one export fetches at most: 100 requests of MAX_PAGE_SIZE. Past it the user is told to narrow the list. */
export const EXPORT_MAX_ROWS = 10_000;

/**
 * Downloads the list as it is filtered, searched and sorted — every page, not only the one shown — as CSV with
 * the given columns and their headers in the admin's language. Texts that a spreadsheet would run as formulas are
 * neutralised (leads and requests are typed by the public).
 */
export type ExportCsvButtonProps<T extends RaRecord> = {
  columns: ExportColumn<T>[];
  maxRows?: number;
  /** The list route's `:id`, for a list that has one. */
  id?: Identifier;
  /**
   * The file's name without .csv; default `<resource>-<date>` (India's date, as its rows are dated). A file cut at
   * `maxRows` says so in its name, "(first 10000 of 109500)": the toast that says it goes, the file stays.
   */
  fileName?: string;
  /**
   * How the file writes numbers, when it is not the admin's language's way: a file to be imported again is written
   * as the file its cells came from (a decimal comma and `;`, or a point and `,`), or they would read differently.
   */
  decimalComma?: boolean;
};

export function ExportCsvButton<T extends RaRecord>({ columns, maxRows = EXPORT_MAX_ROWS, id, fileName, decimalComma: fileDecimalComma }: ExportCsvButtonProps<T>) {
  const { resource, filterValues, sort, total } = useListContext<T>();
  const dataProvider = useDataProvider<AppDataProvider>();
  const translate = useTranslate();
  const notify = useNotify();
  const [locale] = useLocaleState();
  const [progress, setProgress] = useState<{ done: number; of: number } | null>(null);
  const running = useRef<AbortController | null>(null);
  // Leaving the list stops its export: it ran on and downloaded its file seconds later, on another screen (audit).
  useEffect(() => () => running.current?.abort(), []);

  const exportRows = async () => {
    if (running.current) return;
    const abort = new AbortController();
    running.current = abort;
    setProgress({ done: 0, of: Math.min(total ?? 0, maxRows) });
    try {
      const answer = await dataProvider.getListAll(resource, {
        sort,
        filter: filterValues,
        maxRows,
        id,
        signal: abort.signal,
        onProgress: (done, of) => setProgress({ done, of }),
      });
      if (abort.signal.aborted) return;
      const header = columns.map((c) => c.header ?? translate(c.label ?? `resources.${resource}.fields.${c.source}`));
      const decimalComma = fileDecimalComma ?? usesDecimalComma(locale);
      const body = (answer.data as T[]).map((record) =>
        columns.map((c) => {
          const value = c.text ? c.text(record, translate) : (record as Record<string, unknown>)[c.source];
          if (value === null || value === undefined) return '';
          return typeof value === 'number' && decimalComma ? String(value).replace('.', ',') : String(value);
        }),
      );
      const text = csvText([header, ...body], { guardFormulas: true, separator: decimalComma ? ';' : ',' });
      const capped = answer.total > answer.data.length;
      const name = fileName ?? `${resource}-${toYmd(businessToday())}`;
      const partial = translate('app.export.partialFile', { count: answer.data.length, total: answer.total });
      // downloadCSV adds the .csv extension.
      downloadCSV(text, capped ? `${name} (${partial})` : name);
      if (capped) {
        notify('app.export.capped', { type: 'warning', messageArgs: { count: formatNumber(answer.data.length), total: formatNumber(answer.total) } });
      } else {
        notify('app.export.done', { type: 'success', messageArgs: { smart_count: answer.data.length } });
      }
    } catch {
      // The http layer has shown the server's answer.
    } finally {
      running.current = null;
      if (!abort.signal.aborted) setProgress(null);
    }
  };

  const progressText = progress ? translate('app.export.progress', { done: formatNumber(progress.done), of: formatNumber(progress.of) }) : '';
  return (
    <>
      {/* react-admin's Button, like its neighbours in the list toolbar: the same height, and an icon button on phones. */}
      <Button
        label={progress ? progressText : 'app.export.button'}
        // Not disabled while it runs (a second click is ignored): disabling it dropped the keyboard focus.
        onClick={() => void exportRows()}
        disabled={!total}
        aria-busy={progress !== null}
        // The visible text first (WCAG 2.5.3), then how many rows: "Export CSV (600 rows)".
        aria-label={progress ? progressText : `${translate('app.export.button')} (${translate('app.export.rows', { smart_count: total ?? 0, count: formatNumber(total ?? 0) })})`}
      >
        {progress ? <CircularProgress size={16} color="inherit" aria-hidden /> : <DownloadIcon />}
      </Button>
      <Box component="span" role="status" sx={visuallyHidden}>
        {progressText}
      </Box>
    </>
  );
}
