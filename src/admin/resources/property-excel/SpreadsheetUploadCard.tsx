import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Alert, Box, Button, Card, CardContent, LinearProgress, Typography } from '@mui/material';
import { useState, type ChangeEvent } from 'react';
import { useDataProvider, useRefresh, useTranslate } from 'react-admin';
import { extensionOf, MAX_SPREADSHEET_BYTES, SPREADSHEET_EXTENSIONS } from '@shared/uploads';
import type { AppDataProvider } from '@admin/providers/types';

const ACCEPT = '.xlsx,.csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,text/csv';
const t = (key: string) => `resources.property-excel.${key}`;

type Progress = { name: string; percent: number };

/** Picks one .xlsx/.csv file, sends it through the signed-URL flow with a progress bar, then registers the batch. */
export function SpreadsheetUploadCard() {
  const dataProvider = useDataProvider<AppDataProvider>();
  const translate = useTranslate();
  const refresh = useRefresh();
  const [progress, setProgress] = useState<Progress | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);

  const handleFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Clearing the input lets the user pick the same file again after fixing it.
    event.target.value = '';
    if (!file) return;
    setDone(null);
    if (!(SPREADSHEET_EXTENSIONS as readonly string[]).includes(extensionOf(file.name))) {
      setError(translate(t('upload.invalidType'), { name: file.name }));
      return;
    }
    // The server would refuse it too, but only after the whole file had crossed the network.
    if (file.size > MAX_SPREADSHEET_BYTES) {
      setError(translate(t('upload.tooLarge'), { name: file.name, max: MAX_SPREADSHEET_BYTES / 1024 / 1024 }));
      return;
    }
    setError(null);
    setProgress({ name: file.name, percent: 0 });
    try {
      await dataProvider.uploadSpreadsheet(file, (percent) => setProgress({ name: file.name, percent }));
      setDone(translate(t('upload.done'), { name: file.name }));
      refresh();
    } catch (failure) {
      const message = failure instanceof Error && failure.message ? failure.message : 'ra.notification.http_error';
      setError(translate(message, { _: message }));
    } finally {
      setProgress(null);
    }
  };

  return (
    <Card variant="outlined" sx={{ flex: 1 }}>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {translate(t('upload.title'))}
        </Typography>
        <Button component="label" variant="contained" startIcon={<UploadFileIcon />} disabled={progress !== null}>
          {translate(t('upload.choose'))}
          <input type="file" hidden accept={ACCEPT} onChange={handleFile} />
        </Button>
        {progress && (
          <Box sx={{ mt: 2 }}>
            <Typography variant="body2">{translate(t('upload.uploading'), { name: progress.name })}</Typography>
            <LinearProgress
              variant="determinate"
              value={progress.percent}
              aria-label={translate(t('upload.progress'))}
              sx={{ mt: 1 }}
            />
          </Box>
        )}
        {error && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {error}
          </Alert>
        )}
        {done && (
          <Alert severity="success" sx={{ mt: 2 }}>
            {done}
          </Alert>
        )}
      </CardContent>
    </Card>
  );
}
