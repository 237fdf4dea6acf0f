import CloudUploadIcon from '@mui/icons-material/CloudUpload';
import { Alert, Box, Button, LinearProgress, Stack, Typography } from '@mui/material';
import { useId, useState } from 'react';
import type { ChangeEvent, DragEvent } from 'react';
import { useDataProvider, useRefresh, useTranslate } from 'react-admin';
import { IMAGE_ACCEPT, isImageFile } from '@shared/uploads';
import type { AppDataProvider } from '@admin/providers/types';

const R = 'resources.image-upload.upload';
const IMAGE_TYPES = ['image/jpeg', 'image/png'];

type Feedback = { severity: 'success' | 'error'; text: string };

/** The extension decides (spec §5: .jpg, .png, .jpeg); a browser-reported type, when there is one, must agree. */
export const isAcceptedImage = (file: File) => isImageFile(file.name) && (!file.type || IMAGE_TYPES.includes(file.type));

const errorText = (e: unknown) =>
  e instanceof Error ? e.message : typeof e === 'object' && e && 'message' in e ? String((e as { message: unknown }).message) : String(e);

/** Multi-file upload to the gallery with one progress bar; refused files are named, the others still go up. */
export function GalleryUploader() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const refresh = useRefresh();
  const hintId = useId();
  const [progress, setProgress] = useState<number | null>(null);
  const [uploadingCount, setUploadingCount] = useState(0);
  const [feedback, setFeedback] = useState<Feedback[]>([]);

  const upload = async (files: File[]) => {
    if (files.length === 0 || progress !== null) return;
    const accepted = files.filter(isAcceptedImage);
    const refused = files.filter((f) => !isAcceptedImage(f));
    const messages: Feedback[] = refused.length
      ? [{ severity: 'error', text: translate(`${R}.rejected`, { names: refused.map((f) => f.name).join(', ') }) }]
      : [];
    setFeedback(messages);
    if (accepted.length === 0) return;
    setUploadingCount(accepted.length);
    setProgress(0);
    try {
      await dataProvider.uploadGalleryImages(accepted, setProgress);
      messages.push({ severity: 'success', text: translate(`${R}.done`, { smart_count: accepted.length }) });
      refresh();
    } catch (e) {
      messages.push({ severity: 'error', text: translate(`${R}.failed`, { message: errorText(e) }) });
    } finally {
      setProgress(null);
      setFeedback([...messages]);
    }
  };

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    event.target.value = '';
    void upload(files);
  };
  const handleDrop = (event: DragEvent<HTMLElement>) => {
    event.preventDefault();
    void upload(Array.from(event.dataTransfer.files ?? []));
  };

  return (
    <Box
      onDragOver={(e) => e.preventDefault()}
      onDrop={handleDrop}
      sx={{ border: 1, borderStyle: 'dashed', borderColor: 'divider', borderRadius: 1, p: 2, mb: 2 }}
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <Button variant="contained" component="label" startIcon={<CloudUploadIcon />} disabled={progress !== null}>
          {translate(`${R}.button`)}
          <input hidden type="file" multiple accept={IMAGE_ACCEPT} aria-describedby={hintId} onChange={handleChange} />
        </Button>
        <Typography id={hintId} variant="body2" color="text.secondary">
          {translate(`${R}.hint`)}
        </Typography>
      </Stack>
      {progress !== null && (
        <Box sx={{ mt: 2 }}>
          <Typography variant="body2">{translate(`${R}.progress`, { smart_count: uploadingCount })}</Typography>
          <LinearProgress variant="determinate" value={progress} aria-label={translate(`${R}.progress`, { smart_count: uploadingCount })} />
        </Box>
      )}
      {feedback.map((f) => (
        <Alert key={f.text} severity={f.severity} sx={{ mt: 2 }} role={f.severity === 'error' ? 'alert' : 'status'}>
          {f.text}
        </Alert>
      ))}
    </Box>
  );
}
