/**
 * The two MUI X date pickers of DateRangeSearch, in a module of their own: with date-fns and its four locales they
 * weigh about 55 kB gzipped, so DateRangeSearch loads them lazily and lists do not pay for them up front.
 */
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { frFR, roRO, zhCN } from '@mui/x-date-pickers/locales';
import { isSameDay } from 'date-fns';
import { useState } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { businessToday, PICKER_FORMAT } from '../format';
import { dateFnsLocales } from './dateFnsLocales';
import { fieldInError, type DateRangePickersProps } from './DateRangeSearch';

/**
 * MUI X's own texts (the fields' Month / Day / Year for screen readers, the calendar's buttons and headers) in the
 * interface languages: without them they were English in every language. English is its default.
 */
const pickerTexts = {
  // MUI X's French reads an empty date section aloud as "Vider" (the verb "to clear").
  fr: { ...frFR.components.MuiLocalizationProvider.defaultProps.localeText, empty: 'Vide' },
  ro: roRO.components.MuiLocalizationProvider.defaultProps.localeText,
  zh: zhCN.components.MuiLocalizationProvider.defaultProps.localeText,
} as Record<string, typeof frFR.components.MuiLocalizationProvider.defaultProps.localeText | undefined>;

/** Start and end pickers (MM/dd/yyyy, no future dates); `error` is the range's validation message, if any. */
export function DateRangePickers({ start, end, onStartChange, onEndChange, error, autoFocus, autoOpen, fieldSx }: DateRangePickersProps) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const [openField, setOpenField] = useState(autoOpen);
  // India's today, not the browser's: the day the server's date filters and the dashboard call today.
  const today = businessToday();
  // The calendar rings the browser's today; from a browser whose day is not India's (often, west of India) that was
  // a second "today" beside the last day it lets the admin pick (audit). No ring there.
  const otherToday = !isSameDay(today, new Date());
  const picker = (field: 'start' | 'end', value: Date | null, onChange: (d: Date | null) => void, invalid: boolean) => (
    <DatePicker
      label={translate(`app.dateRange.${field}`)}
      value={value}
      onChange={onChange}
      format={PICKER_FORMAT}
      maxDate={today}
      disableHighlightToday={otherToday}
      autoFocus={autoFocus === field}
      open={openField === field}
      onOpen={() => setOpenField(field)}
      onClose={() => setOpenField(undefined)}
      slotProps={{ textField: { size: 'small', fullWidth: false, sx: fieldSx, error: invalid } }}
    />
  );
  return (
    <LocalizationProvider
      dateAdapter={AdapterDateFns}
      adapterLocale={dateFnsLocales[locale] ?? dateFnsLocales.en}
      localeText={pickerTexts[locale]}
    >
      {picker('start', start, onStartChange, fieldInError('start', error, start))}
      {picker('end', end, onEndChange, fieldInError('end', error, end))}
    </LocalizationProvider>
  );
}
