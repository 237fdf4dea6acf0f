import VisibilityIcon from '@mui/icons-material/Visibility';
import { Button, Stack } from '@mui/material';
import type { MouseEvent } from 'react';
import { Link, useRecordContext, useTranslate } from 'react-admin';
import type { PlotToBuy } from '@shared/resources/plots';
import { plotToBuyDetailsPath } from './paths';
import { PlotToBuyStatusMenu } from './PlotToBuyStatusMenu';

const R = 'resources.plot-to-buy';

/**
 * Change status and a link to the requirement, one above the other in the pinned last column. The row's click
 * opens the requirement too, but a row is not focusable: without the link, the details were out of reach of the
 * keyboard.
 */
export function PlotToBuyRowActions(_props: { label?: string }) {
  const record = useRecordContext<PlotToBuy & { id: string }>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Stack direction="column" spacing={0.5} sx={{ alignItems: 'flex-start' }}>
      <PlotToBuyStatusMenu />
      <Button
        component={Link}
        to={plotToBuyDetailsPath(record.id)}
        size="small"
        startIcon={<VisibilityIcon />}
        onClick={(e: MouseEvent) => e.stopPropagation()}
        aria-label={translate(`${R}.actions.detailsOf`, { ticketId: record.ticketId })}
      >
        {translate(`${R}.actions.details`)}
      </Button>
    </Stack>
  );
}
