import DashboardIcon from '@mui/icons-material/Dashboard';
import { Box } from '@mui/material';
import { Menu, useGetResourceLabel, useTranslate } from 'react-admin';
import { useMatch } from 'react-router-dom';
import type { AdminResource } from '@admin/resources/adminResource';
import { adminResources } from '@admin/resources/registry';
import { DASHBOARD_PATH } from './paths';
import { useNavigationIntent } from './useNavigationIntent';

/**
 * Dashboard, then every registered resource that shows in the menu, in the registry's (spec §2) order. Each entry
 * loads its page's code and first data as the user is about to open it (useNavigationIntent).
 */
export function AppMenu() {
  const translate = useTranslate();
  return (
    <Box component="nav" aria-label={translate('app.menu.navigation')}>
      {/* A long name (ro: "Clienți potențiali construcții") wraps onto a second line in the open menu instead of
          being cut to look like its neighbour; the closed menu shows icons only. */}
      <Menu sx={{ '&.RaMenu-open .MuiMenuItem-root .MuiTypography-noWrap': { whiteSpace: 'normal' } }}>
        <DashboardItem />
        {adminResources
          .filter((r) => r.menu !== false)
          .map((r) => (
            <ResourceItem key={r.contract.name} resource={r} />
          ))}
      </Menu>
    </Box>
  );
}

/**
 * `aria-current="page"` for the entry of the page shown (its list, or a record or form under it): react-admin marks
 * that entry with a class only, its background colour, so a screen reader could not tell where the user was
 * (audit). The same match as react-admin's highlight.
 */
function useCurrentPage(path: string) {
  return useMatch({ path, end: false }) ? ('page' as const) : undefined;
}

function DashboardItem() {
  const intent = useNavigationIntent(DASHBOARD_PATH);
  const current = useCurrentPage(DASHBOARD_PATH);
  return <Menu.Item to={DASHBOARD_PATH} primaryText="app.menu.dashboard" leftIcon={<DashboardIcon />} aria-current={current} {...intent} />;
}

/**
 * react-admin's Menu.ResourceItem, from the registry rather than react-admin's registered resources, which it fills
 * only after its first render: the menu held Dashboard alone for that render, and on a list page the server
 * rendered (prerender/listPage.tsx) until the admin replaced it.
 */
function ResourceItem({ resource: { contract, menuLabel, icon: Icon } }: { resource: AdminResource }) {
  const path = `/${contract.name}`;
  const intent = useNavigationIntent(path);
  const getResourceLabel = useGetResourceLabel();
  const current = useCurrentPage(path);
  return (
    <Menu.Item
      to={path}
      state={{ _scrollToTop: true }}
      primaryText={menuLabel ?? <>{getResourceLabel(contract.name, 2)}</>}
      leftIcon={<Icon />}
      aria-current={current}
      {...intent}
    />
  );
}
