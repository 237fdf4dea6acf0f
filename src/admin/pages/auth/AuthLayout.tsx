import { Box, Card, CardContent, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { usePageDocumentTitle } from '@admin/layout/DocumentTitle';
import { LanguageMenu } from '@admin/layout/LanguageMenu';

type AuthLayoutProps = { titleKey: string; subtitle?: ReactNode; children: ReactNode; footer?: ReactNode };

/** The public pages' frame: a centred card with the product name, a title and the language picker. */
export function AuthLayout({ titleKey, subtitle, children, footer }: AuthLayoutProps) {
  const translate = useTranslate();
  const title = translate(titleKey);
  // The tab's title in the page's language, as the admin's pages have it (DocumentTitle): it stayed "Estate Admin".
  usePageDocumentTitle(title);
  return (
    <Box
      component="main"
      sx={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center', bgcolor: 'background.default', p: 2 }}
    >
      <Card sx={{ width: '100%', maxWidth: 440 }} elevation={3}>
        <CardContent sx={{ p: { xs: 3, sm: 4 } }}>
          <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 2 }}>
            {/* A paragraph: MUI draws subtitle1 as an h6, which came before the page's h1. */}
            <Typography variant="subtitle1" component="p" color="primary" sx={{ fontWeight: 700 }}>
              {translate('app.name')}
            </Typography>
            <LanguageMenu />
          </Stack>
          <Typography variant="h5" component="h1" gutterBottom>
            {title}
          </Typography>
          {subtitle ? (
            <Typography color="text.secondary" sx={{ mb: 2 }}>
              {subtitle}
            </Typography>
          ) : null}
          {children}
          {footer ? <Box sx={{ mt: 3 }}>{footer}</Box> : null}
        </CardContent>
      </Card>
    </Box>
  );
}
