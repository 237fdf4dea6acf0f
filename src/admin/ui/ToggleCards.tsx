import { Box, LinearProgress, List, ListItem, ListItemAvatar, ListItemButton, ListItemText } from '@mui/material';
import type { ReactNode } from 'react';
import { LinkBase, RecordContextProvider, useCreatePath, useListContext, useResourceContext, useTranslate, type RaRecord } from 'react-admin';
import { ActiveToggleField } from './ActiveToggleField';
import { BulkActiveButtons } from './BulkActiveButtons';
import { CardCheckbox, CardsSelectionBar } from './CardsSelection';
import { cardText } from './cardText';
import { ListNoResults } from './ListNoResults';

export type ToggleCardsProps<T extends RaRecord> = {
  primaryText(record: T): ReactNode;
  secondaryText?(record: T): ReactNode;
  tertiaryText?(record: T): ReactNode;
  leftAvatar?(record: T): ReactNode;
  /** Where a card leads; the record's edit page unless given. */
  to?(record: T): string;
};

/**
 * A list on a phone: one card per record, leading to it, with the record's active switch beside it. react-admin's
 * SimpleList makes the whole card a link, so it could hold no switch: moderating a review on a phone took opening
 * it, scrolling to Status, flipping it and saving (phone audit). Each card has its box in the selection, for the
 * table's Activate / Deactivate.
 */
export function ToggleCards<T extends RaRecord>({ primaryText, secondaryText, tertiaryText, leftAvatar, to }: ToggleCardsProps<T>) {
  const { data, isPending } = useListContext<T>();
  const resource = useResourceContext();
  const createPath = useCreatePath();
  const translate = useTranslate();
  if (isPending) return <LinearProgress sx={{ m: 2 }} aria-label={translate('app.common.loading')} />;
  if (!data?.length) return <ListNoResults />;
  return (
    <>
      <CardsSelectionBar>
        <BulkActiveButtons />
      </CardsSelectionBar>
      <List disablePadding>
        {data.map((record) => (
          <RecordContextProvider key={record.id} value={record}>
            <ListItem divider disablePadding sx={{ pl: 1 }}>
              <CardCheckbox id={record.id} />
              <ListItemButton component={LinkBase} to={to ? to(record) : createPath({ resource, id: record.id, type: 'edit' })} sx={{ minWidth: 0, alignSelf: 'stretch' }}>
                {leftAvatar && <ListItemAvatar>{leftAvatar(record)}</ListItemAvatar>}
                <ListItemText
                  primary={cardText(primaryText(record))}
                  secondary={
                    <>
                      {cardText(secondaryText?.(record))}
                      {tertiaryText && <span style={{ display: 'block' }}>{cardText(tertiaryText(record))}</span>}
                    </>
                  }
                  sx={{ overflowWrap: 'anywhere' }}
                />
              </ListItemButton>
              {/* Beside the link, not in it (a switch inside a link would open the record too). A tap in this part of the
                  card, beside the 40 × 24 switch, toggles it: it opened the record. The keyboard has the switch itself. */}
              <Box
                onClick={(event) => {
                  if (event.target === event.currentTarget) event.currentTarget.querySelector('input')?.click();
                }}
                sx={{ flexShrink: 0, alignSelf: 'stretch', display: 'flex', alignItems: 'center', pl: 3, pr: 1 }}
              >
                <ActiveToggleField source="isActive" />
              </Box>
            </ListItem>
          </RecordContextProvider>
        ))}
      </List>
    </>
  );
}
