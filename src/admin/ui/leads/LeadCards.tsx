import { Box, LinearProgress, Typography } from '@mui/material';
import { Children, isValidElement, type ReactElement, type ReactNode } from 'react';
import { RecordContextProvider, useListContext, useResourceContext, useTranslate, type RaRecord } from 'react-admin';
import { cardText } from '../cardText';
import { DateOrNaField } from '../fields';
import { ListNoResults } from '../ListNoResults';
import { EmailLinkField, LeadStatusSelect, MessageExcerptField, PhoneLinkField } from './leadFields';

type ColumnProps = { source?: string; children?: ReactNode };

/**
 * The lead-like lists on a phone: one card per request with everything the table shows — who (phone and email as
 * call and mail links), the resource's own columns with their names, the message (More expands it), when, and the
 * status select. The cards had only a name and a contact line, so the enquiry itself could not be read on a phone.
 * `columns` are the table's DataTable.Col elements: each shows its field under the column's name.
 */
export function LeadCards<T extends RaRecord>({ primaryText, columns }: { primaryText(record: T): ReactNode; columns?: ReactNode }) {
  const { data, isPending } = useListContext<T>();
  const translate = useTranslate();
  const resource = useResourceContext();
  if (isPending) return <LinearProgress sx={{ m: 2 }} aria-label={translate('app.common.loading')} />;
  if (!data?.length) return <ListNoResults />;
  const own = Children.toArray(columns).filter((c): c is ReactElement<ColumnProps> => isValidElement(c));
  return (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {data.map((record) => (
        <RecordContextProvider key={record.id} value={record}>
          <Box component="li" sx={{ px: 2, py: 1.5, borderBottom: 1, borderColor: 'divider', display: 'grid', gap: 0.5 }}>
            <Typography variant="subtitle1" component="h2" sx={{ overflowWrap: 'anywhere' }}>
              {cardText(primaryText(record))}
            </Typography>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2, overflowWrap: 'anywhere' }}>
              <PhoneLinkField source="phone" />
              <EmailLinkField source="email" />
            </Box>
            {own.map((column) => (
              <Box key={column.props.source} sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1 }}>
                <Typography variant="body2" color="text.secondary" component="span">
                  {translate('app.common.fieldLabel', { label: translate(`resources.${resource}.fields.${column.props.source}`) })}
                </Typography>
                {column.props.children}
              </Box>
            ))}
            <Box sx={{ overflowWrap: 'anywhere' }}>
              <MessageExcerptField source="message" />
            </Box>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
              <Typography variant="body2" color="text.secondary" component="span">
                <DateOrNaField source="createdAt" withTime />
              </Typography>
              <LeadStatusSelect />
            </Box>
          </Box>
        </RecordContextProvider>
      ))}
    </Box>
  );
}
