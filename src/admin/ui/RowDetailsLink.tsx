import VisibilityIcon from '@mui/icons-material/Visibility';
import { Button } from '@mui/material';
import type { MouseEvent } from 'react';
import { Link } from 'react-admin';

export type RowDetailsLinkProps = {
  to: string;
  /** The visible word (Details). */
  label: string;
  /** The name for screen readers, naming the row's record; it starts with the visible word (WCAG 2.5.3). */
  name: string;
};

/**
 * A row's link to its record's details page. Rows that open on a click have it too: a row is not focusable, so
 * the link is the keyboard's way in. Its click stays out of the row's own.
 */
export function RowDetailsLink({ to, label, name }: RowDetailsLinkProps) {
  return (
    <Button component={Link} to={to} size="small" startIcon={<VisibilityIcon />} onClick={(e: MouseEvent) => e.stopPropagation()} aria-label={name}>
      {label}
    </Button>
  );
}
