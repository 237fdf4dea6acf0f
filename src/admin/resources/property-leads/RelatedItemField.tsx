import { Link, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { useRecordContext } from 'react-admin';
import type { PropertyLead } from '@shared/resources/leads';
import { NA } from '../../format';

type Props = { source: string; label?: string; sortable?: boolean };

/** The title of the property or plot a lead asked about, linking to that item's screen when its id is known. */
export function RelatedItemField(_props: Props) {
  const record = useRecordContext<PropertyLead & { id: string }>();
  const title = record?.relatedTitle?.trim();
  const to = record?.plotId
    ? `/plot-for-sale/details/${encodeURIComponent(record.plotId)}`
    : record?.propertyId
      ? `/property/form/${encodeURIComponent(record.propertyId)}`
      : null;
  if (!title && !to) {
    return (
      <Typography component="span" variant="body2">
        {NA}
      </Typography>
    );
  }
  if (!to) {
    return (
      <Typography component="span" variant="body2">
        {title}
      </Typography>
    );
  }
  return (
    <Link component={RouterLink} to={to} onClick={(e) => e.stopPropagation()}>
      {title || NA}
    </Link>
  );
}
