import { Box, ToggleButton, ToggleButtonGroup, toggleButtonClasses, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { DateRangeSearch } from '../../ui/DateRangeSearch';
import { DEFAULT_PERIOD, isRange, type DashboardPeriod } from './dashboardRequests';
import { presetFilters } from './figures';
import { dashKey } from './messages';

const CUSTOM = 'custom';
const presetKeyOf = (dateFilter: number) => presetFilters.find((p) => p.id === dateFilter)?.key ?? 'ALL';

export type DashboardDateFilterProps = { value: DashboardPeriod; onChange(period: DashboardPeriod): void };

/** All / Today / Week / Month / Year as toggle buttons, and a custom range searched with the shared date range. */
export function DashboardDateFilter({ value, onChange }: DashboardDateFilterProps) {
  const translate = useTranslate();
  const [customOpen, setCustomOpen] = useState(isRange(value));
  const selected = customOpen || isRange(value) ? CUSTOM : value.dateFilter;

  const handleToggle = (_: unknown, next: number | typeof CUSTOM | null) => {
    if (next === null) return;
    if (next === CUSTOM) {
      setCustomOpen(true);
      return;
    }
    setCustomOpen(false);
    onChange({ dateFilter: next });
  };

  return (
    <Box sx={{ mb: 2 }}>
      <ToggleButtonGroup
        value={selected}
        exclusive
        onChange={handleToggle}
        size="small"
        color="primary"
        aria-label={translate(dashKey('period'))}
        // In dark presets the selected button's primary text on its primary tint was under 4.5:1 (4.1 in theme7).
        sx={(theme) => ({
          flexWrap: 'wrap',
          ...(theme.palette.mode === 'dark' && { [`& .${toggleButtonClasses.root}.${toggleButtonClasses.selected}`]: { color: theme.palette.primary.light } }),
        })}
      >
        {presetFilters.map(({ id, key }) => (
          <ToggleButton key={id} value={id}>
            {translate(dashKey(`filters.${key}`))}
          </ToggleButton>
        ))}
        <ToggleButton value={CUSTOM}>{translate(dashKey('filters.CUSTOM'))}</ToggleButton>
      </ToggleButtonGroup>
      {selected === CUSTOM && (
        <Box role="group" aria-label={translate(dashKey('customRange'))}>
          {/* The cards keep the last period searched: say which, until a range is. */}
          {!isRange(value) && (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              {translate(dashKey('customPending'), { period: translate(dashKey(`filters.${presetKeyOf(value.dateFilter)}`)) })}
            </Typography>
          )}
          <DateRangeSearch
          value={isRange(value) ? value : {}}
          onSearch={(range) => onChange(range)}
          onClear={() => {
            setCustomOpen(false);
            onChange(DEFAULT_PERIOD);
          }}
          />
        </Box>
      )}
    </Box>
  );
}
