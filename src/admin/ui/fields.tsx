/** Read-only list/show fields sharing the product's display rules (NA, dates, rupees, enum labels). */
import ClearIcon from '@mui/icons-material/Clear';
import DoneIcon from '@mui/icons-material/Done';
import { Chip, Link, Tooltip, Typography } from '@mui/material';
import type { ChipProps } from '@mui/material';
import { Fragment, useState, useSyncExternalStore, type MouseEvent } from 'react';
import { useFieldValue, useLocaleState, useTranslate } from 'react-admin';
import type { EnumDef } from '@shared/enums';
import type { Point } from '@shared/api';
import { breakableRuns, formatDate, formatLocalTime, formatNumber, formatRupees, isEmptyValue, mapsUrl, NA, needsZoneLabel, shortenText } from '../format';
import { touchHitArea } from '../themes/touch';
import { contentLang } from './contentLang';

export type FieldProps = { source: string; label?: string; sortable?: boolean; sortBy?: string };

/** A text whose over-long runs may wrap (`<wbr>` every LONG_RUN graphemes), so one word cannot widen its column. */
export function Breakable({ text: value }: { text: string }) {
  const runs = breakableRuns(value);
  if (!runs) return <>{value}</>;
  return runs.map((run, i) => (
    <Fragment key={i}>
      {i > 0 && <wbr />}
      {run}
    </Fragment>
  ));
}

/** A value as a cell shows it, marked with its language when it is Telugu (contentLang.ts). */
const text = (value: string) => (
  <Typography component="span" variant="body2" lang={contentLang(value)}>
    <Breakable text={value} />
  </Typography>
);

/**
 * `full`, cut to `maxLength` with the whole text in a tooltip when longer. The tooltip's text is the span's name too
 * (MUI's aria-label), hence its language on the span, and on the tooltip, which opens elsewhere in the page.
 */
function shortened(full: string, maxLength: number | undefined) {
  if (!maxLength || full.length <= maxLength) return text(full);
  const lang = contentLang(full);
  return (
    <Tooltip title={full} slotProps={{ tooltip: { lang } }}>
      <span lang={lang}>{text(shortenText(full, maxLength))}</span>
    </Tooltip>
  );
}

/** Text, or NA when empty; long text is cut to `maxLength` with the whole text in a tooltip. */
export function TextOrNaField({ source, maxLength }: FieldProps & { maxLength?: number }) {
  const value = useFieldValue({ source });
  if (isEmptyValue(value)) return text(NA);
  return shortened(Array.isArray(value) ? value.join(', ') : String(value), maxLength);
}

/**
 * A text the server wrote (an import batch's failure), in the admin's language when the server's catalogue knows it
 * (the i18n provider translates those texts), as written otherwise.
 */
export function ServerTextField({ source, maxLength }: FieldProps & { maxLength?: number }) {
  const translate = useTranslate();
  const value = useFieldValue({ source });
  if (isEmptyValue(value)) return text(NA);
  const written = String(value);
  return shortened(translate(written, { _: written }), maxLength);
}

const noSubscription = () => () => undefined;

/**
 * False where the server renders a page (it cannot know the reader's time zone) and while React takes that page
 * over, true after: what depends on the browser's zone then shows one render later instead of mismatching the page.
 */
function useInBrowser(): boolean {
  return useSyncExternalStore(noSubscription, () => true, () => false);
}

/**
 * A date and time as the admin reads it: formatDate's, then "IST" where the browser's clock reads otherwise
 * (`labelled`). For a card's line or a message's argument; DateOrNaField adds the reader's own time in a tooltip.
 */
export function useTimeText() {
  const inBrowser = useInBrowser();
  const translate = useTranslate();
  const labelled = (value: unknown) => inBrowser && needsZoneLabel(value);
  const text = (value: unknown) => (labelled(value) ? `${formatDate(value, true)} ${translate('app.common.indiaTime')}` : formatDate(value, true));
  return Object.assign(text, { labelled });
}

/** A date, or a date and time (useTimeText), on India's clock, or NA. */
export function DateOrNaField({ source, withTime = false }: FieldProps & { withTime?: boolean }) {
  const value = useFieldValue({ source });
  const timeText = useTimeText();
  const [locale] = useLocaleState();
  const translate = useTranslate();
  if (!withTime || !timeText.labelled(value)) return text(formatDate(value, withTime));
  return (
    <Tooltip title={translate('app.common.yourTime', { time: formatLocalTime(value, locale) })} describeChild>
      {/* Focusable, so that the reader's own time shows to the keyboard too, not only under a pointer. */}
      <span tabIndex={0}>{text(timeText(value))}</span>
    </Tooltip>
  );
}

export function RupeeField({ source }: FieldProps) {
  return text(formatRupees(useFieldValue({ source })));
}

export function NumberOrNaField({ source, suffix }: FieldProps & { suffix?: string }) {
  const value = useFieldValue({ source });
  const shown = formatNumber(value);
  return text(shown === NA || !suffix ? shown : `${shown} ${suffix}`);
}

/** The translated label of an enumeration value (spec §4), NA when absent or unknown. */
export function EnumField<V extends string | number>({ source, enumDef }: FieldProps & { enumDef: EnumDef<V> }) {
  const translate = useTranslate();
  const value = useFieldValue({ source }) as V | undefined;
  if (value === undefined || value === null || !enumDef.has(value)) return text(NA);
  return text(translate(enumDef.label(value)));
}

/** A list of enumeration values (e.g. approvals) as translated chips. */
export function EnumListField<V extends string | number>({ source, enumDef }: FieldProps & { enumDef: EnumDef<V> }) {
  const translate = useTranslate();
  const values = useFieldValue({ source }) as V[] | undefined;
  if (!values?.length) return text(NA);
  return (
    <span style={{ display: 'inline-flex', flexWrap: 'wrap', gap: 4 }}>
      {values.map((v) => (
        <Chip key={String(v)} size="small" label={enumDef.has(v) ? translate(enumDef.label(v)) : String(v)} />
      ))}
    </span>
  );
}

export type ChipColor = ChipProps['color'];

/**
 * A long text cut to `maxLength`, the whole of it on hover (tooltip) and behind a More button that expands it in
 * place: keyboard and touch usable, unlike a hover-only tooltip (an event's details could not be read otherwise).
 */
export function ExpandableTextField({
  source,
  maxLength,
  moreLabel = 'app.common.showMore',
  lessLabel = 'app.common.showLess',
}: FieldProps & { maxLength: number; moreLabel?: string; lessLabel?: string }) {
  const translate = useTranslate();
  const value = useFieldValue({ source });
  const [expanded, setExpanded] = useState(false);
  if (isEmptyValue(value)) return text(NA);
  const whole = String(value);
  if (whole.length <= maxLength) return text(whole);
  const lang = contentLang(whole);
  return (
    <span>
      <Tooltip title={expanded ? '' : whole} slotProps={{ tooltip: { lang } }}>
        <Typography component="span" variant="body2" lang={lang} sx={{ whiteSpace: expanded ? 'pre-wrap' : undefined }}>
          <Breakable text={expanded ? whole : shortenText(whole, maxLength)} />
        </Typography>
      </Tooltip>{' '}
      <Link
        component="button"
        type="button"
        variant="body2"
        aria-expanded={expanded}
        sx={touchHitArea}
        onClick={(e: MouseEvent) => {
          e.stopPropagation();
          setExpanded((x) => !x);
        }}
      >
        {translate(expanded ? lessLabel : moreLabel)}
      </Link>
    </span>
  );
}

/**
 * A yes/no value as a tick or a cross that screen readers name (Yes / No): react-admin's BooleanField hides its icon
 * from them, so the cell read as empty.
 */
export function YesNoField({ source }: FieldProps) {
  const translate = useTranslate();
  const yes = useFieldValue({ source }) === true;
  const Icon = yes ? DoneIcon : ClearIcon;
  return <Icon fontSize="small" titleAccess={translate(yes ? 'ra.boolean.true' : 'ra.boolean.false')} sx={{ verticalAlign: 'middle' }} />;
}

/** A coloured status chip: `colors` maps an enumeration value to a MUI colour. */
export function EnumChipField<V extends string | number>({
  source,
  enumDef,
  colors,
}: FieldProps & { enumDef: EnumDef<V>; colors: Partial<Record<V, ChipColor>> }) {
  const translate = useTranslate();
  const value = useFieldValue({ source }) as V | undefined;
  if (value === undefined || value === null || !enumDef.has(value)) return text(NA);
  return <Chip size="small" color={colors[value] ?? 'default'} label={translate(enumDef.label(value))} />;
}

/** A maps link for a GeoJSON location, opening in a new tab; NA without coordinates. */
export function MapLinkField({ source, labelSource }: FieldProps & { labelSource?: string }) {
  const translate = useTranslate();
  const location = useFieldValue({ source }) as Point | null | undefined;
  const label = useFieldValue({ source: labelSource ?? source });
  const url = mapsUrl(location);
  if (!url) return text(NA);
  const [lng, lat] = location!.coordinates;
  const shown = labelSource && typeof label === 'string' && label ? label : `${lat.toFixed(5)}, ${lng.toFixed(5)}`;
  return (
    <Link
      href={url}
      target="_blank"
      rel="noopener noreferrer"
      onClick={(e) => e.stopPropagation()}
      // The accessible name starts with the visible text (WCAG 2.5.3) and says where the link goes.
      aria-label={`${shown} (${translate('app.common.openMap', { _: 'Open in maps' })})`}
      sx={touchHitArea}
    >
      <Breakable text={shown} />
    </Link>
  );
}
