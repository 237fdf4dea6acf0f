import DashboardIcon from '@mui/icons-material/Dashboard';
import { Box } from '@mui/material';
import { Menu, useTranslate } from 'react-admin';
import { adminResources } from '@admin/resources/registry';
import { DASHBOARD_PATH } from './paths';

/** Dashboard, then every registered resource that shows in the menu, in the registry's (spec §2) order. */
export function AppMenu() {
  const translate = useTranslate();
  return (
    <Box component="nav" aria-label={translate('app.menu.navigation')}>
      <Menu>
        <Menu.Item to={DASHBOARD_PATH} primaryText="app.menu.dashboard" leftIcon={<DashboardIcon />} />
        {adminResources
          .filter((r) => r.menu !== false)
          .map((r) => (
            <Menu.ResourceItem key={r.contract.name} name={r.contract.name} {...(r.menuLabel ? { primaryText: r.menuLabel } : {})} />
          ))}
      </Menu>
    </Box>
  );
}
