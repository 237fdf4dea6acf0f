import { Box } from '@mui/material';
import type { MouseEvent, ReactNode } from 'react';
import { DataTable, useTranslate } from 'react-admin';

function ActionsHeader({ label }: { label: string }) {
  return <>{useTranslate()(label)}</>;
}

const stopAtCell = (event: MouseEvent) => event.stopPropagation();

/**
 * A list's row actions (Edit, Delete, Generate OTP...): the last column, pinned in view (ui/pinnedColumns.ts).
 * The Columns menu does not offer it: hidden, it took the row's actions away, and the pinning, which counts columns
 * from the end, then held other columns at the actions' width. react-admin's menu lists only columns with a source
 * or a text label, so the header is given as an element.
 */
export function ActionsColumn({ children, label = 'app.common.actions' }: { children: ReactNode; label?: string }) {
  return (
    <DataTable.Col label={<ActionsHeader label={label} />} disableSort>
      <Box onClick={stopAtCell} sx={{ display: 'contents' }}>
        {children}
      </Box>
    </DataTable.Col>
  );
}
