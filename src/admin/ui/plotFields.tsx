/** Display fields shared by the plot screens (plots for sale and plots to buy). */
import { Chip, Stack, Typography } from '@mui/material';
import { useFieldValue, useRecordContext, useTranslate } from 'react-admin';
import { sizeUnit } from '@shared/enums';
import { formatNumber, formatRupees, NA } from '@admin/format';

type Props = { source: string; label?: string; sortable?: boolean; sortBy?: string };

const text = (value: string) => (
  <Typography component="span" variant="body2">
    {value}
  </Typography>
);

/** "240 Sq Yards": the size with its translated unit; NA without a size, the bare number when the unit is unset. */
export function SizeWithUnitField({ source, unitSource = 'plotSizeUnit' }: Props & { unitSource?: string }) {
  const translate = useTranslate();
  const size = useFieldValue({ source });
  const unit = useFieldValue({ source: unitSource });
  const shown = formatNumber(size);
  if (shown === NA || !sizeUnit.has(unit) || unit === sizeUnit.values.NULL) return text(shown);
  return text(`${shown} ${translate(sizeUnit.label(unit))}`);
}

/** "40 × 60" (length × width); NA when both are missing or 0. */
export function DimensionsField({ lengthSource = 'plotLength', widthSource = 'plotWidth' }: Partial<Props> & {
  lengthSource?: string;
  widthSource?: string;
}) {
  const record = useRecordContext();
  const length = record?.[lengthSource];
  const width = record?.[widthSource];
  if (!length && !width) return text(NA);
  return text(`${formatNumber(length)} × ${formatNumber(width)}`);
}

/** "₹10,00,000 – ₹25,00,000"; one side alone when the other is missing, NA when both are. */
export function BudgetRangeField({ minSource = 'minimumBudget', maxSource = 'maximumBudget' }: Partial<Props> & {
  minSource?: string;
  maxSource?: string;
}) {
  const record = useRecordContext();
  return text(formatBudgetRange(record?.[minSource], record?.[maxSource]));
}

export function formatBudgetRange(min: unknown, max: unknown): string {
  const low = formatRupees(min);
  const high = formatRupees(max);
  if (low === NA && high === NA) return NA;
  if (low === NA) return high;
  if (high === NA) return low;
  return `${low} – ${high}`;
}

/** A list of free texts (location highlights) as chips; NA when empty. */
export function TextChipsField({ source }: Props) {
  const values = useFieldValue({ source }) as unknown;
  const items = Array.isArray(values) ? values.filter((v): v is string => typeof v === 'string' && v.trim() !== '') : [];
  if (items.length === 0) return text(NA);
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5 }}>
      {items.map((item, index) => (
        <Chip key={`${index}-${item}`} size="small" variant="outlined" label={item} />
      ))}
    </Stack>
  );
}

/** A read-only active flag: "Active" / "Inactive", NA when absent (for records without a status toggle). */
export function ActiveLabelField({ source }: Props) {
  const translate = useTranslate();
  const value = useFieldValue({ source });
  if (typeof value !== 'boolean') return text(NA);
  return text(translate(value ? 'app.common.active' : 'app.common.inactive'));
}
