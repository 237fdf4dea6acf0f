import DownloadIcon from '@mui/icons-material/Download';
import { Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { downloadTemplate, type TemplateFormat } from './downloadTemplate';

const t = (key: string) => `resources.property-excel.template.${key}`;

/** The column template the importer expects, as .xlsx (with a notes sheet) or .csv. */
export function TemplateCard() {
  const translate = useTranslate();
  const notify = useNotify();
  const [busy, setBusy] = useState<TemplateFormat | null>(null);

  const handleDownload = (format: TemplateFormat) => async () => {
    setBusy(format);
    try {
      await downloadTemplate(format);
    } catch {
      notify(t('failed'), { type: 'error' });
    } finally {
      setBusy(null);
    }
  };

  return (
    <Card variant="outlined" sx={{ flex: 1 }}>
      <CardContent>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {translate(t('help'))}
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
          <Button variant="outlined" startIcon={<DownloadIcon />} onClick={handleDownload('xlsx')} disabled={busy !== null}>
            {translate(t('download'))}
          </Button>
          <Button variant="outlined" startIcon={<DownloadIcon />} onClick={handleDownload('csv')} disabled={busy !== null}>
            {translate(t('downloadCsv'))}
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}
