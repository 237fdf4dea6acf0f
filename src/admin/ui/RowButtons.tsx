import { EditButton, ShowButton } from 'react-admin';
import { useRowControlName } from './useRowControlName';

/** A row's Edit, named with its record for screen readers (useRowControlName). */
export function RowEditButton() {
  const named = useRowControlName();
  return <EditButton aria-label={named('ra.action.edit')} />;
}

/** A row's Show (the blog's Preview), named with its record for screen readers. */
export function RowShowButton({ label = 'ra.action.show' }: { label?: string }) {
  const named = useRowControlName();
  return <ShowButton label={label} aria-label={named(label)} />;
}
