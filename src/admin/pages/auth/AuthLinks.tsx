import { Link as MuiLink, Stack, Typography } from '@mui/material';
import type { ElementType } from 'react';
import { useTranslate } from 'react-admin';

export type AuthLinkItem = { to: string; labelKey: string; promptKey?: string };

type AuthLinksProps = {
  links: AuthLinkItem[];
  /** The router's Link inside the admin; plain anchors (a full page load) on the stand-alone login page. */
  linkComponent?: ElementType;
};

/** The links under a public form (forgot password, create an account, back to sign in). */
export function AuthLinks({ links, linkComponent }: AuthLinksProps) {
  const translate = useTranslate();
  return (
    <Stack spacing={1} sx={{ alignItems: 'center' }}>
      {links.map(({ to, labelKey, promptKey }) => (
        <Typography key={to} variant="body2">
          {promptKey ? `${translate(promptKey)} ` : null}
          {linkComponent ? (
            <MuiLink component={linkComponent} to={to}>
              {translate(labelKey)}
            </MuiLink>
          ) : (
            <MuiLink href={to}>{translate(labelKey)}</MuiLink>
          )}
        </Typography>
      ))}
    </Stack>
  );
}
