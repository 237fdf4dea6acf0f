import { useId } from 'react';
import { styled } from '@mui/material/styles';
import { Typography } from '@mui/material';
import { useFieldValue } from 'react-admin';
import { formatNumber, NA } from '@admin/format';
import type { FieldProps } from '@admin/ui/fields';

const MAX_STARS = 5;
/** The path of @mui/icons-material's Star, on its 24-unit grid. */
const STAR_PATH = 'M12 17.27 18.18 21l-1.64-7.03L22 9.24l-7.19-.61L12 2 9.19 8.63 2 9.24l5.46 4.73L5.82 21z';

// One element per row and no component per star: MUI's read-only <Rating> renders ten radio items with icons
// for a 0.5 precision, a third of the property table's first render.
const RatingRoot = styled('span')(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  gap: theme.spacing(0.5),
  whiteSpace: 'nowrap',
  '& svg': { display: 'block', width: 90, height: 18 },
  '& .star-on': { fill: '#faaf00' }, // MUI Rating's own gold
  '& .star-off': { fill: theme.palette.action.disabled },
}));

/** A 0–5 rating as read-only stars plus the figure (the figure is what screen readers and tests read); NA when absent. */
export function RatingField({ source }: FieldProps) {
  const value = useFieldValue({ source });
  if (typeof value !== 'number' || !Number.isFinite(value)) {
    return (
      <Typography component="span" variant="body2">
        {NA}
      </Typography>
    );
  }
  return (
    <RatingRoot>
      <Stars value={value} />
      <Typography component="span" variant="body2">
        {formatNumber(value)}
      </Typography>
    </RatingRoot>
  );
}

/** Stars filled to the value rounded to a half, as MUI's Rating shows it with precision 0.5. */
function Stars({ value }: { value: number }) {
  const clipId = useId();
  const filled = Math.min(MAX_STARS, Math.max(0, Math.round(value * 2) / 2));
  const stars = Array.from({ length: MAX_STARS }, (_, i) => <path key={i} d={STAR_PATH} transform={`translate(${24 * i} 0)`} />);
  return (
    <svg viewBox={`0 0 ${24 * MAX_STARS} 24`} aria-hidden="true" focusable="false" data-stars={filled}>
      <defs>
        <clipPath id={clipId}>
          <rect x="0" y="0" width={24 * filled} height="24" />
        </clipPath>
      </defs>
      <g className="star-off">{stars}</g>
      <g className="star-on" clipPath={`url(#${clipId})`}>
        {stars}
      </g>
    </svg>
  );
}
