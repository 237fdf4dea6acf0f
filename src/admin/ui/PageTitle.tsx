import { Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';

/** `inAppBar`: the app bar shows the title too, on a page no react-admin view (List, Edit…) titles already. */
export type PageTitleProps = { title: string; subtitle?: string; inAppBar?: boolean };

/** The one page heading: a translated i18n key rendered as the page's h1. */
export function PageTitle({ title, subtitle, inAppBar = false }: PageTitleProps) {
  const translate = useTranslate();
  return (
    <>
      {/* react-admin's Title translates a string title itself: it gets the key, not our translation of it. */}
      {inAppBar && <Title title={title} />}
      {/* A long word (a 100-character property number) wraps instead of overflowing the page. */}
      <Typography variant="h5" component="h1" sx={{ mt: 2, mb: subtitle ? 0 : 2, overflowWrap: 'anywhere' }}>
        {translate(title, { _: title })}
      </Typography>
      {subtitle && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {translate(subtitle, { _: subtitle })}
        </Typography>
      )}
    </>
  );
}
