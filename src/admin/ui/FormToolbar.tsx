import { DeleteWithConfirmButton, SaveButton, Toolbar, useRecordContext } from 'react-admin';

export type FormToolbarProps = { canDelete?: boolean };

/**
 * Save stays enabled on a pristine form so an empty submit shows the rules' messages instead of a dead
 * button; delete (on saved records of resources that have one) asks for confirmation and waits for the server.
 */
export function FormToolbar({ canDelete = false }: FormToolbarProps) {
  const record = useRecordContext();
  return (
    <Toolbar sx={{ display: 'flex', justifyContent: 'space-between' }}>
      <SaveButton alwaysEnable />
      {canDelete && record?.id !== undefined && <DeleteWithConfirmButton mutationMode="pessimistic" />}
    </Toolbar>
  );
}
