import { Card, CardContent } from '@mui/material';
import { Title } from 'react-admin';
import { PageTitle } from '@admin/ui/PageTitle';
import { PreferencesForm } from './PreferencesForm';

/** /controls/settings. */
export function SettingsPage() {
  return (
    <>
      <Title title="app.settings.title" />
      <PageTitle title="app.settings.title" />
      <Card>
        <CardContent>
          <PreferencesForm />
        </CardContent>
      </Card>
    </>
  );
}
