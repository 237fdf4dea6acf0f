import { Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

export type PageTitleProps = { title: string; subtitle?: string };

/** The one page heading: a translated i18n key rendered as the page's h1. */
export function PageTitle({ title, subtitle }: PageTitleProps) {
  const translate = useTranslate();
  return (
    <>
      <Typography variant="h5" component="h1" sx={{ mt: 2, mb: subtitle ? 0 : 2 }}>
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
