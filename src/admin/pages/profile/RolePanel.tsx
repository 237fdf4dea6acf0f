import { Chip, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { getRole } from '@admin/providers/storage';

/** /apps/profiles/account/role: the role kept in local storage with the session (spec §4). */
export function RolePanel() {
  const translate = useTranslate();
  const role = getRole();
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Typography variant="h6" component="h2">
        {translate('app.profile.roleTitle')}
      </Typography>
      <Typography color="text.secondary">{translate('app.profile.roleHint')}</Typography>
      {role ? <Chip label={role} color="primary" /> : <Typography>{translate('app.profile.noRole')}</Typography>}
    </Stack>
  );
}
