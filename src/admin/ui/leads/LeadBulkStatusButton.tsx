import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import { Button, Menu, MenuItem } from '@mui/material';
import { useId, useState } from 'react';
import { useDataProvider, useListContext, useNotify, useRefresh, useResourceContext, useTranslate } from 'react-admin';
import { statusFilter } from '@shared/enums';
import type { AppDataProvider } from '@admin/providers/types';
import { keepFocusAfterBulkAction } from '../rowFocus';

type LeadStatus = 1 | 2 | 3;
const leadStatuses = statusFilter.choices.filter((c): c is { id: LeadStatus; name: string } => c.id !== statusFilter.values.ALL);

/**
 * Sets one status on every selected lead (the API changes one lead a call): one request after the other, one
 * toast for the lot, and the rows that could not be changed stay selected to try again.
 */
export function LeadBulkStatusButton() {
  const resource = useResourceContext() ?? '';
  const { selectedIds, onSelect } = useListContext();
  const dataProvider = useDataProvider<AppDataProvider>();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [busy, setBusy] = useState(false);
  // Once a status is chosen, the focus goes to the rows (keepFocusAfterBulkAction), not back to this button.
  const [restoreFocus, setRestoreFocus] = useState(true);
  const t = (key: string) => `resources.${resource}.lead.${key}`;

  const apply = async (status: LeadStatus) => {
    const button = anchor;
    setRestoreFocus(false);
    setAnchor(null);
    setBusy(true);
    const failed: typeof selectedIds = [];
    for (const [index, id] of selectedIds.entries()) {
      try {
        await dataProvider.setLeadStatus(resource, { id, status }, { quiet: true, noDelay: index > 0 });
      } catch {
        failed.push(id); // the http layer has shown why
      }
    }
    if (button) keepFocusAfterBulkAction(button, failed.length > 0);
    setBusy(false);
    onSelect(failed);
    refresh();
    const changed = selectedIds.length - failed.length;
    if (changed > 0) notify(t('bulkStatusChanged'), { type: 'success', messageArgs: { smart_count: changed, status: translate(statusFilter.label(status)) } });
  };

  return (
    <>
      <Button
        size="small"
        endIcon={<ArrowDropDownIcon />}
        loading={busy}
        onClick={(event) => {
          setRestoreFocus(true);
          setAnchor(event.currentTarget);
        }}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
      >
        {translate(t('bulkSetStatus'))}
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)} disableRestoreFocus={!restoreFocus}>
        {leadStatuses.map((choice) => (
          <MenuItem key={choice.id} onClick={() => void apply(choice.id)}>
            {translate(choice.name)}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
