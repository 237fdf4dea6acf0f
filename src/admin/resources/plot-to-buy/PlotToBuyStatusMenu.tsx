import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import { Button, ListItemText, Menu, MenuItem } from '@mui/material';
import { useId, useState, type MouseEvent } from 'react';
import { useDataProvider, useRecordContext, useTranslate } from 'react-admin';
import { statusFilter } from '@shared/enums';
import type { PlotToBuy } from '@shared/resources/plots';
import type { AppDataProvider } from '../../providers/types';
import { useRowAction } from '@admin/ui/useRowAction';

const R = 'resources.plot-to-buy';
type Action = PlotToBuy['status'];
const targets = statusFilter.choices.filter((c): c is { id: Action; name: string } => c.id !== statusFilter.values.ALL);

/**
 * "Change status" button with OPEN / CLOSE / PENDING: calls plot/plot-to-buy/status/update/{id}/{action}
 * and refreshes what is shown. Clicks stay out of the row (a row click opens the requirement).
 */
export function PlotToBuyStatusMenu() {
  const record = useRecordContext<PlotToBuy & { id: string }>();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { busy, run } = useRowAction();
  const translate = useTranslate();
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  if (!record) return null;

  const handleOpen = (e: MouseEvent<HTMLElement>) => {
    e.stopPropagation();
    setAnchor(e.currentTarget);
  };
  const handleChoose = async (action: Action) => {
    const button = anchor;
    setAnchor(null);
    await run(() => dataProvider.setPlotToBuyStatus({ id: record.id, action, version: record.updatedAt }), `${R}.actions.statusChanged`, button);
  };

  return (
    <span onClick={(e) => e.stopPropagation()}>
      <Button
        size="small"
        variant="outlined"
        endIcon={<ArrowDropDownIcon />}
        disabled={busy}
        onClick={handleOpen}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        // Names the ticket for screen readers, and starts with the visible text, for speech control (WCAG 2.5.3).
        aria-label={translate(`${R}.actions.changeStatusOf`, { ticketId: record.ticketId })}
        // One line: in the narrow pinned column Chinese broke one character a line (更/改/状/态).
        sx={{ whiteSpace: 'nowrap', wordBreak: 'keep-all' }}
      >
        {translate(`${R}.actions.changeStatus`)}
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {targets.map((choice) => (
          <MenuItem
            key={choice.id}
            selected={choice.id === record.status}
            disabled={choice.id === record.status}
            onClick={() => handleChoose(choice.id)}
          >
            <ListItemText>{translate(choice.name)}</ListItemText>
          </MenuItem>
        ))}
      </Menu>
    </span>
  );
}
