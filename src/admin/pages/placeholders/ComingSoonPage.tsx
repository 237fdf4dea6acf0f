import ConstructionIcon from '@mui/icons-material/Construction';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import { Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { Link } from 'react-router-dom';
import { Title, useTranslate } from 'react-admin';

type NoticePageProps = { titleKey: string; messageKey: string; icon?: React.ReactNode };

/** A full page that says, in the current language, why there is nothing else here. */
export function NoticePage({ titleKey, messageKey, icon }: NoticePageProps) {
  const translate = useTranslate();
  return (
    <Card sx={{ mt: 2 }}>
      <Title title={titleKey} />
      <CardContent>
        <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center', py: 6 }}>
          {icon ?? <ConstructionIcon color="primary" sx={{ fontSize: 64 }} aria-hidden />}
          <Typography variant="h5" component="h1">
            {translate(titleKey)}
          </Typography>
          <Typography color="text.secondary">{translate(messageKey)}</Typography>
          <Button component={Link} to="/dashboard/default" variant="outlined">
            {translate('app.placeholder.toDashboard')}
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}

/** What a screen shows until its own views land. */
export function ComingSoonPage() {
  return <NoticePage titleKey="app.placeholder.comingSoonTitle" messageKey="app.placeholder.comingSoonMessage" />;
}

/** Any address the admin has no page for (react-admin's `catchAll`), in the admin's words and layout. */
export function NotFoundPage() {
  return (
    <NoticePage
      titleKey="app.placeholder.notFoundTitle"
      messageKey="app.placeholder.notFoundMessage"
      icon={<SearchOffIcon color="primary" sx={{ fontSize: 64 }} aria-hidden />}
    />
  );
}
