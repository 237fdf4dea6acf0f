import CloudUploadIcon from '@mui/icons-material/CloudUpload';
import { Alert, Box, Stack, Typography } from '@mui/material';
import { useId, useRef, useState } from 'react';
import type { DragEvent } from 'react';
import { useDataProvider, useRefresh, useTranslate } from 'react-admin';
import { IMAGE_ACCEPT, isImageFile, MAX_UPLOAD_BYTES } from '@shared/uploads';
import type { AppDataProvider } from '@admin/providers/types';
import { emptyFileText, isEmptyFile, isTooLargeFile } from '@admin/uploads/fileChecks';
import { FilePickerButton } from '@admin/uploads/FilePickerButton';
import { useFocusAfterBusy } from '@admin/forms/useFocusAfterBusy';
import { ProgressWithCancel, useCancellableUpload } from '@admin/uploads/cancellableUpload';

const R = 'resources.image-upload.upload';
const IMAGE_TYPES = ['image/jpeg', 'image/png'];

type Feedback = { severity: 'success' | 'error' | 'info'; text: string };

/** The extension decides (spec §5: .jpg, .png, .jpeg); a browser-reported type, when there is one, must agree. */
export const isAcceptedImage = (file: File) => isImageFile(file.name) && (!file.type || IMAGE_TYPES.includes(file.type));

const errorText = (e: unknown) =>
  e instanceof Error ? e.message : typeof e === 'object' && e && 'message' in e ? String((e as { message: unknown }).message) : String(e);

/**
 * Multi-file upload to the gallery with one progress bar and a Stop button (leaving the page asks, then stops too);
 * refused files are named with why, the others still go up. Each image is stored as it arrives: Stop keeps those.
 */
export function GalleryUploader() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const refresh = useRefresh();
  const hintId = useId();
  const [progress, setProgress] = useState<number | null>(null);
  const [uploadingCount, setUploadingCount] = useState(0);
  const [feedback, setFeedback] = useState<Feedback[]>([]);
  const running = useCancellableUpload(progress === null ? null : translate(`${R}.leaveWhileUploading`));
  // Disabled while the images go up, the button dropped the focus to the page; it gets it back after.
  const pickerButton = useRef<HTMLButtonElement>(null);
  useFocusAfterBusy(pickerButton, progress !== null);

  const upload = async (files: File[]) => {
    if (files.length === 0 || progress !== null) return;
    const wrongType = files.filter((f) => !isAcceptedImage(f));
    const empty = files.filter((f) => isAcceptedImage(f) && isEmptyFile(f));
    const tooLarge = files.filter((f) => isAcceptedImage(f) && isTooLargeFile(f));
    const accepted = files.filter((f) => isAcceptedImage(f) && !isEmptyFile(f) && !isTooLargeFile(f));
    const names = (list: File[]) => list.map((f) => f.name).join(', ');
    const messages: Feedback[] = [];
    if (wrongType.length > 0) messages.push({ severity: 'error', text: translate(`${R}.rejected`, { names: names(wrongType) }) });
    for (const f of empty) messages.push({ severity: 'error', text: emptyFileText(f.name, translate) });
    if (tooLarge.length > 0) messages.push({ severity: 'error', text: translate(`${R}.tooLarge`, { names: names(tooLarge), max: MAX_UPLOAD_BYTES / 1024 / 1024 }) });
    setFeedback(messages);
    if (accepted.length === 0) return;
    setUploadingCount(accepted.length);
    setProgress(0);
    const signal = running.begin();
    // One request per image, in the order chosen: the API refuses a whole request for one bad file, which threw
    // the good ones away with it; one by one, a refused file fails alone and is named with its reason.
    const totalBytes = accepted.reduce((sum, f) => sum + Math.max(f.size, 1), 0);
    let doneBytes = 0;
    let uploaded = 0;
    const failures: string[] = [];
    for (const file of accepted) {
      if (signal.aborted) break;
      const size = Math.max(file.size, 1);
      try {
        await dataProvider.uploadGalleryImages(
          [file],
          (percent) => setProgress(Math.round(((doneBytes + (size * percent) / 100) / totalBytes) * 100)),
          signal,
        );
        uploaded++;
      } catch (e) {
        if (signal.aborted) break;
        const reason = errorText(e);
        failures.push(`${file.name}: ${translate(reason, { _: reason })}`);
      }
      doneBytes += size;
    }
    running.end();
    // Stopped while an image's request waited for its answer, that image may be stored or not: the refreshed
    // gallery says, rather than a count.
    if (signal.aborted) {
      messages.push({ severity: 'info', text: translate(`${R}.stopped`) });
      if (uploaded === 0) refresh();
    }
    if (uploaded > 0) {
      messages.push({ severity: 'success', text: translate(`${R}.done`, { smart_count: uploaded }) });
      refresh();
    }
    if (failures.length > 0) messages.push({ severity: 'error', text: translate(`${R}.failed`, { message: failures.join('; ') }) });
    setProgress(null);
    setFeedback([...messages]);
  };

  const handleFiles = (files: File[]) => void upload(files);
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
        <FilePickerButton
          label={translate(`${R}.button`)}
          variant="contained"
          startIcon={<CloudUploadIcon />}
          disabled={progress !== null}
          buttonRef={pickerButton}
          multiple
          accept={IMAGE_ACCEPT}
          describedBy={hintId}
          onFiles={handleFiles}
        />
        <Typography id={hintId} variant="body2" color="text.secondary">
          {translate(`${R}.hint`)}
        </Typography>
      </Stack>
      {progress !== null && (
        <Box sx={{ mt: 2 }}>
          <Typography variant="body2">{translate(`${R}.progress`, { smart_count: uploadingCount })}</Typography>
          <ProgressWithCancel
            value={progress}
            label={translate(`${R}.progress`, { smart_count: uploadingCount })}
            cancelLabel={translate(`${R}.stop`)}
            onCancel={running.cancel}
          />
        </Box>
      )}
      {feedback.map((f) => (
        <Alert
          key={f.text}
          severity={f.severity}
          sx={{ mt: 2 }}
          role={f.severity === 'error' ? 'alert' : 'status'}
          // Read and done with: the messages stayed until the next upload.
          onClose={() => setFeedback((list) => list.filter((other) => other !== f))}
          slotProps={{ closeButton: { title: translate('ra.action.close'), 'aria-label': translate('ra.action.close') } }}
        >
          {f.text}
        </Alert>
      ))}
    </Box>
  );
}
