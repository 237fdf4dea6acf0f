import { Link as MuiLink, Stack, Typography } from '@mui/material';
import type { ElementType } from 'react';
import { useTranslate } from 'react-admin';
import { REGISTRATION_CLOSED } from '@shared/auth';

export type AuthLinkItem = {
  to: string;
  labelKey: string;
  promptKey?: string;
  /**
   * Leads to registration: hidden while the server marks the page closed to it (REGISTRATION_CLOSED on `<html>`,
   * server/plugins/spa.ts), in CSS, so the page rendered at build time is the same either way.
   */
  registration?: boolean;
};

const hiddenWhileRegistrationClosed = { [`html[${REGISTRATION_CLOSED.attribute}="${REGISTRATION_CLOSED.value}"] &`]: { display: 'none' } };

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
      {links.map(({ to, labelKey, promptKey, registration }) => (
        <Typography key={labelKey} variant="body2" sx={registration ? hiddenWhileRegistrationClosed : undefined}>
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
