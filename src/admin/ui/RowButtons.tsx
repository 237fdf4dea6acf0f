import { EditButton, ShowButton } from 'react-admin';
import { useRowControlName } from './useRowControlName';

/** A row's Edit, named with its record for screen readers (useRowControlName). */
export function RowEditButton() {
  const named = useRowControlName();
  return <EditButton aria-label={named('ra.action.edit')} />;
}

/** A row's Show (the blog's Preview), named with its record for screen readers. */
export function RowShowButton({ label = 'ra.action.show' }: { label?: string }) {
  const name = useRowControlName()(label);
  // Keyed by its name: react-admin's ShowButton is memoised on its label key and record, and kept the name of the
  // language it was first shown in.
  return <ShowButton key={name} label={label} aria-label={name} />;
}
