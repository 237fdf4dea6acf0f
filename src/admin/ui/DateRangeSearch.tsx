import { Alert, Box, Button, Stack } from '@mui/material';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { isAfter, isValid } from 'date-fns';
import { useState } from 'react';
import { useListContext, useLocaleState, useNotify, useTranslate } from 'react-admin';
import { v } from '@shared/validation';
import { PICKER_FORMAT, toYmd, ymdToDate } from '../format';
import { dateFnsLocales } from './dateFnsLocales';

export type DateRange = { startDate?: string; endDate?: string };
export type DateRangeSearchProps = { value: DateRange; onSearch(range: Required<DateRange>): void; onClear(): void };

/** The spec's rules: both dates needed ('please enter start date' / 'please enter end date'), none in the future. */
export function validateRange(start: Date | null, end: Date | null): string | null {
  if (!start || !isValid(start)) return v.startDateRequired;
  if (!end || !isValid(end)) return v.endDateRequired;
  const now = new Date();
  if (isAfter(start, now) || isAfter(end, now)) return v.futureDate;
  if (isAfter(start, end)) return v.endBeforeStart;
  return null;
}

const pickerSx = { width: { xs: '100%', sm: 200 } };

/** Start and end pickers (MM/dd/yyyy, no future dates) with Search and Clear; dates leave as YYYY-MM-DD. */
export function DateRangeSearch({ value, onSearch, onClear }: DateRangeSearchProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const [locale] = useLocaleState();
  const [start, setStart] = useState<Date | null>(ymdToDate(value.startDate));
  const [end, setEnd] = useState<Date | null>(ymdToDate(value.endDate));
  const [error, setError] = useState<string | null>(null);

  const handleSearch = () => {
    const problem = validateRange(start, end);
    setError(problem);
    if (problem) {
      notify(problem, { type: 'error', autoHideDuration: 6000 });
      return;
    }
    onSearch({ startDate: toYmd(start!), endDate: toYmd(end!) });
  };
  const handleClear = () => {
    setStart(null);
    setEnd(null);
    setError(null);
    onClear();
  };

  return (
    <LocalizationProvider dateAdapter={AdapterDateFns} adapterLocale={dateFnsLocales[locale] ?? dateFnsLocales.en}>
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1, my: 1 }}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
          <DatePicker
            label={translate('app.dateRange.start')}
            value={start}
            onChange={(d) => setStart(d)}
            format={PICKER_FORMAT}
            disableFuture
            slotProps={{ textField: { size: 'small', fullWidth: false, sx: pickerSx, error: error === v.startDateRequired } }}
          />
          <DatePicker
            label={translate('app.dateRange.end')}
            value={end}
            onChange={(d) => setEnd(d)}
            format={PICKER_FORMAT}
            disableFuture
            slotProps={{ textField: { size: 'small', fullWidth: false, sx: pickerSx, error: error === v.endDateRequired || error === v.endBeforeStart } }}
          />
          <Button variant="contained" onClick={handleSearch} sx={{ flexShrink: 0 }}>
            {translate('app.dateRange.search')}
          </Button>
          <Button variant="outlined" onClick={handleClear}>
            {translate('app.dateRange.clear')}
          </Button>
        </Stack>
        {error && (
          <Alert severity="error" role="alert" sx={{ maxWidth: 480 }}>
            {translate(error)}
          </Alert>
        )}
      </Box>
    </LocalizationProvider>
  );
}

/** DateRangeSearch bound to the surrounding react-admin list's `startDate`/`endDate` filters. */
export function ListDateRangeFilter() {
  const { filterValues, setFilters, displayedFilters } = useListContext();
  const current: DateRange = { startDate: filterValues.startDate, endDate: filterValues.endDate };
  const withoutDates = () => {
    const { startDate: _s, endDate: _e, ...rest } = filterValues;
    return rest;
  };
  return (
    <DateRangeSearch
      value={current}
      onSearch={(range) => setFilters({ ...withoutDates(), ...range }, displayedFilters)}
      onClear={() => setFilters(withoutDates(), displayedFilters)}
    />
  );
}
