import type { ReactNode } from 'react';
import { Layout } from 'react-admin';
import { AppAppBar } from './AppAppBar';
import { AppMenu } from './AppMenu';
import { useRowCheckboxLabels } from '@admin/ui/useRowCheckboxLabels';

/** react-admin's layout with our top bar and menu; the sidebar's 260 px width comes from the theme. */
export function AppLayout({ children }: { children: ReactNode }) {
  useRowCheckboxLabels();
  return (
    <Layout appBar={AppAppBar} menu={AppMenu}>
      {children}
    </Layout>
  );
}
