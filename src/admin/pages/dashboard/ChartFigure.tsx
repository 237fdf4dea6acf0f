import { Box, Card, CardContent, Typography } from '@mui/material';
import { useId, type ReactNode } from 'react';
import { visuallyHidden } from '@admin/ui/visuallyHidden';

export type ChartFigureProps = {
  title: string;
  subtitle?: string;
  /** The chart's numbers as a table for screen readers (the drawing itself is not readable). */
  table: { columns: string[]; rows: { label: string; values: string[] }[] };
  children: ReactNode;
};

/** A titled card holding one chart, with the same data as an accessible table. */
export function ChartFigure({ title, subtitle, table, children }: ChartFigureProps) {
  const titleId = useId();
  return (
    <Card component="figure" aria-labelledby={titleId} sx={{ m: 0, height: '100%' }}>
      <CardContent>
        <Typography component="figcaption" variant="subtitle1" sx={{ fontWeight: 600 }}>
          <span id={titleId}>{title}</span>
          {subtitle && (
            <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block', fontWeight: 400 }}>
              {subtitle}
            </Typography>
          )}
        </Typography>
        <Box aria-hidden>{children}</Box>
        {/* Hidden by a box around it: a table does not shrink to the 1 px of visuallyHidden, and its long French
            headers scrolled the page sideways. */}
        <Box sx={visuallyHidden}>
          <table>
            <caption>{title}</caption>
            <thead>
              <tr>
                <th scope="col" />
                {table.columns.map((c) => (
                  <th key={c} scope="col">
                    {c}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {table.rows.map((r) => (
                <tr key={r.label}>
                  <th scope="row">{r.label}</th>
                  {r.values.map((v, i) => (
                    <td key={i}>{v}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </Box>
      </CardContent>
    </Card>
  );
}
