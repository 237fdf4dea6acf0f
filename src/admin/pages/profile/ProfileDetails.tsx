import { Alert, Box, CircularProgress, Typography } from '@mui/material';
import { useGetIdentity, useTranslate } from 'react-admin';
import type { AdminUser } from '@shared/auth';

type Field = keyof Pick<AdminUser, 'name' | 'email' | 'status' | 'type'>;

type ProfileDetailsProps = { titleKey: string; hintKey?: string; fields?: Field[] };

/** The signed-in administrator as `auth/user/me` describes them (the authProvider's identity). */
export function ProfileDetails({ titleKey, hintKey, fields = ['name', 'email', 'status', 'type'] }: ProfileDetailsProps) {
  const translate = useTranslate();
  const { identity, isPending, error } = useGetIdentity();
  if (isPending) return <CircularProgress aria-label={translate('ra.page.loading')} />;
  if (error || !identity) return <Alert severity="error">{translate('app.profile.loadFailed')}</Alert>;
  const user = identity as Partial<AdminUser>;
  const display = (field: Field): string => {
    const value = user[field];
    if (field === 'status') return translate(value === 1 ? 'app.profile.status.active' : 'app.profile.status.inactive');
    return value === undefined || value === null || value === '' ? 'NA' : String(value);
  };
  return (
    <Box>
      <Typography variant="h6" component="h2" gutterBottom>
        {translate(titleKey)}
      </Typography>
      {hintKey ? (
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {translate(hintKey)}
        </Typography>
      ) : null}
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 3, rowGap: 1, m: 0 }}>
        {fields.map((field) => (
          <Box key={field} sx={{ display: 'contents' }}>
            <Typography component="dt" color="text.secondary">
              {translate(`app.profile.fields.${field}`)}
            </Typography>
            <Typography component="dd" sx={{ m: 0 }}>
              {display(field)}
            </Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
