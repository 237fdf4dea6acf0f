import { Alert, Box, Button, IconButton, InputAdornment, Stack, SvgIcon, TextField, type SxProps, type Theme } from '@mui/material';
import { addDays, isAfter, isBefore, isValid } from 'date-fns';
import { Suspense, useEffect, useState } from 'react';
import { useListContext, useTranslate } from 'react-admin';
import { EARLIEST_YEAR } from '@shared/api';
import { v } from '@shared/validation';
import { lazyView } from '@admin/layout/lazyView';
import { businessToday, toYmd, ymdToDate } from '../format';
import { useDeclareListDateRange } from './listDateRanges';

/** The pickers (MUI X + date-fns, ~55 kB gzipped) load on demand: see DateRangeSearchProps.deferPickers. */
const DateRangePickers = lazyView(() => import('./DateRangePickers'), 'DateRangePickers');

export type DateRange = { startDate?: string; endDate?: string };
export type DateRangeSearchProps = {
  value: DateRange;
  onSearch(range: Required<DateRange>): void;
  onClear(): void;
  /**
   * Load the pickers only once the visitor reaches for the range (pointer over it, focus in it) instead of on
   * mount; until then same-size stand-ins show. Lists use it so their first render does not fetch the pickers.
   */
  deferPickers?: boolean;
  /**
   * Names the range as a group: what its dates choose. The dashboard shows two ranges, its figures' (in a group of
   * its own) and its pending list's, which had the same four names.
   */
  label?: string;
};

type RangeField = 'start' | 'end';

/** What DateRangePickers (the lazy module) takes. */
export type DateRangePickersProps = {
  start: Date | null;
  end: Date | null;
  onStartChange(date: Date | null): void;
  onEndChange(date: Date | null): void;
  error: string | null;
  /** The field to focus once shown: the stand-in the visitor focused. */
  autoFocus?: RangeField;
  /** The calendar to open once shown: the stand-in whose calendar button was pressed (a first tap on a phone). */
  autoOpen?: RangeField;
  fieldSx: SxProps<Theme>;
};

/** A year the pickers refuse too (their lower bound), typically a lost keystroke: 0026 for 2026. */
const tooEarly = (date: Date | null) => date !== null && isValid(date) && date.getFullYear() < EARLIEST_YEAR;

/** Whether the range's message (validateRange) is about this field: it is then shown in error. */
export function fieldInError(field: RangeField, error: string | null, date: Date | null): boolean {
  if (error === v.dateTooEarly) return tooEarly(date);
  if (error === v.dateInvalid) return date !== null && !isValid(date);
  return field === 'start' ? error === v.startDateRequired : error === v.endDateRequired || error === v.endBeforeStart;
}

/** The spec's rules: both dates needed ('please enter start date' / 'please enter end date'), none after India's today. */
export function validateRange(start: Date | null, end: Date | null, today = businessToday()): string | null {
  // A date typed in part, or impossible (02/29/2027), is not a missing one: "please enter start date" misled (audit).
  if ((start && !isValid(start)) || (end && !isValid(end))) return v.dateInvalid;
  if (!start || !isValid(start)) return v.startDateRequired;
  if (!end || !isValid(end)) return v.endDateRequired;
  if (tooEarly(start) || tooEarly(end)) return v.dateTooEarly;
  const tomorrow = addDays(today, 1);
  if (!isBefore(start, tomorrow) || !isBefore(end, tomorrow)) return v.futureDate;
  if (isAfter(start, end)) return v.endBeforeStart;
  return null;
}

/** The range's container: PhoneFiltersToggle folds it away on phones with the list's other filters. */
export const DATE_RANGE_CLASS = 'date-range-search';

// Kept whole: shrunk beside other filters (768 px, French), the calendar icon covered the label ("Date de déb").
const pickerSx = { width: { xs: '100%', sm: 200 }, flexShrink: 0 };
const buttonSx = { flex: { xs: 1, sm: 'none' }, flexShrink: 0 };

/** Start and end pickers (MM/dd/yyyy, no future dates) with Search and Clear; dates leave as YYYY-MM-DD. */
export function DateRangeSearch({ value, onSearch, onClear, deferPickers = false, label }: DateRangeSearchProps) {
  const translate = useTranslate();
  const [start, setStart] = useState<Date | null>(ymdToDate(value.startDate));
  const [end, setEnd] = useState<Date | null>(ymdToDate(value.endDate));
  const [error, setError] = useState<string | null>(null);
  // A range already set shows at once; an empty one can wait for the visitor.
  const [pickersWanted, setPickersWanted] = useState(!deferPickers || Boolean(start || end));
  const [focusOnShow, setFocusOnShow] = useState<RangeField | undefined>();
  const [openOnShow, setOpenOnShow] = useState<RangeField | undefined>();
  // The range the list applies can change without these fields (the empty list's "Clear filters", a link): the
  // fields then show it, rather than dates the list no longer filters on.
  const [applied, setApplied] = useState(value);
  if (applied.startDate !== value.startDate || applied.endDate !== value.endDate) {
    setApplied(value);
    setStart(ymdToDate(value.startDate));
    setEnd(ymdToDate(value.endDate));
    setError(null);
    if (value.startDate || value.endDate) setPickersWanted(true);
  }
  // The pickers' code is asked for at the page's first key press, so that it is in by the time the keyboard reaches
  // the fields: the stand-ins are read-only, and digits typed into one before the real field came were lost.
  useEffect(() => {
    if (pickersWanted) return;
    const preload = () => void DateRangePickers.preload().catch(() => undefined);
    document.addEventListener('keydown', preload, { once: true, capture: true });
    return () => document.removeEventListener('keydown', preload, { capture: true });
  }, [pickersWanted]);
  // The stand-ins stay until the pickers' code is in: switching at once would show them again as Suspense's
  // fallback, new elements, and a keyboard user's focus would fall to the page until the real field took it.
  const wantPickers = () => {
    if (pickersWanted) return;
    const show = () => setPickersWanted(true);
    DateRangePickers.preload().then(show, show); // a failure shows when the pickers render (and retry)
  };
  const standIns = (
    <>
      <PickerStandIn field="start" error={fieldInError('start', error, start)} onFocus={setFocusOnShow} onOpen={setOpenOnShow} />
      <PickerStandIn field="end" error={fieldInError('end', error, end)} onFocus={setFocusOnShow} onOpen={setOpenOnShow} />
    </>
  );

  const handleSearch = () => {
    const problem = validateRange(start, end);
    // The spec's red alert, under the fields: a toast as well said it twice.
    setError(problem);
    if (problem) return;
    onSearch({ startDate: toYmd(start!), endDate: toYmd(end!) });
  };
  const handleClear = () => {
    setStart(null);
    setEnd(null);
    setError(null);
    onClear();
  };

  return (
    <Box
      className={DATE_RANGE_CLASS}
      role={label ? 'group' : undefined}
      aria-label={label ? translate(label) : undefined}
      sx={{ display: 'flex', flexDirection: 'column', gap: 1, my: 1 }}
      onPointerEnter={wantPickers}
      onFocus={wantPickers}
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} useFlexGap sx={{ alignItems: { sm: 'center' }, flexWrap: { sm: 'wrap' } }}>
        {pickersWanted ? (
          <Suspense fallback={standIns}>
            <DateRangePickers
              start={start}
              end={end}
              onStartChange={setStart}
              onEndChange={setEnd}
              error={error}
              autoFocus={focusOnShow}
              autoOpen={openOnShow}
              fieldSx={pickerSx}
            />
          </Suspense>
        ) : (
          standIns
        )}
        {/* Side by side on a phone too: one row less between the filters and the first record. */}
        <Stack direction="row" spacing={1}>
          <Button variant="contained" onClick={handleSearch} sx={buttonSx}>
            {translate('app.dateRange.search')}
          </Button>
          <Button variant="outlined" onClick={handleClear} sx={buttonSx}>
            {translate('app.dateRange.clear')}
          </Button>
        </Stack>
      </Stack>
      {error && (
        <Alert severity="error" role="alert" sx={{ maxWidth: 480 }}>
          {translate(error)}
        </Alert>
      )}
    </Box>
  );
}

/** The calendar icon MUI X shows in its open-picker button. */
const CALENDAR_ICON_PATH =
  'M17 12h-5v5h5v-5zM16 1v2H8V1H6v2H5c-1.11 0-1.99.9-1.99 2L3 19c0 1.1.89 2 2 2h14c1.1 0 2-.9 2-2V5c0-1.1-.9-2-2-2h-1V1h-2zm3 18H5V8h14v11z';

/**
 * An empty picker's look and size (small outlined field, label, calendar button at the end) while the real one is
 * not loaded: the row does not move when it arrives, and focusing it asks for the real one to take the focus.
 */
function PickerStandIn({
  field,
  error,
  onFocus,
  onOpen,
}: {
  field: RangeField;
  error: boolean;
  onFocus(field: RangeField): void;
  onOpen(field: RangeField): void;
}) {
  const translate = useTranslate();
  return (
    <TextField
      label={translate(`app.dateRange.${field}`)}
      size="small"
      sx={pickerSx}
      error={error}
      onFocus={() => onFocus(field)}
      slotProps={{
        htmlInput: { readOnly: true },
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton
                edge="end"
                tabIndex={-1}
                aria-hidden
                // On a touch screen the first tap's pointerdown reaches the stand-in, whose pickers then come in
                // under the finger: its click was lost, and the calendar took a second tap.
                onPointerDown={() => {
                  onFocus(field);
                  onOpen(field);
                }}
              >
                <SvgIcon>
                  <path d={CALENDAR_ICON_PATH} />
                </SvgIcon>
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}

/** DateRangeSearch bound to the surrounding react-admin list's `startDate`/`endDate` filters. */
export function ListDateRangeFilter() {
  const { filterValues, setFilters, displayedFilters, resource } = useListContext();
  useDeclareListDateRange(resource);
  const current: DateRange = { startDate: filterValues.startDate, endDate: filterValues.endDate };
  const withoutDates = () => {
    const { startDate: _s, endDate: _e, ...rest } = filterValues;
    return rest;
  };
  return (
    <DateRangeSearch
      deferPickers
      label="app.dateRange.createdBetween"
      value={current}
      onSearch={(range) => setFilters({ ...withoutDates(), ...range }, displayedFilters)}
      // Clear with no range applied only empties the fields: it sent the same list again and went back to page 1.
      onClear={() => (current.startDate || current.endDate) && setFilters(withoutDates(), displayedFilters)}
    />
  );
}
