import { Alert, Box, Card, CardContent, Link, Typography, type AlertColor } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { Confirm, LinkBase, useDataProvider, useRefresh, useTranslate } from 'react-admin';
import { excelBatchStatus } from '@shared/enums';
import { extensionOf, MAX_SPREADSHEET_BYTES, SPREADSHEET_EXTENSIONS } from '@shared/uploads';
import { useTimeText } from '@admin/ui/fields';
import type { AppDataProvider, RegisteredSpreadsheet, RepeatedImport, UploadedSpreadsheet } from '@admin/providers/types';
import { endsSession, isHttpError } from '@admin/providers/httpErrors';
import { emptyFileText, isEmptyFile, isTooLargeFile } from '@admin/uploads/fileChecks';
import { FilePickerButton } from '@admin/uploads/FilePickerButton';
import { ProgressWithCancel, useCancellableUpload } from '@admin/uploads/cancellableUpload';
import { useFocusAfterBusy } from '@admin/forms/useFocusAfterBusy';
import { isUploadFailure, uploadFailureText } from '@admin/uploads/useSignedUpload';
import { batchStatusColors, isBatchRunning } from './batchStatus';
import { batchPath } from './paths';
import { useUploadedBatch, type UploadedBatch } from './useUploadedBatch';

const ACCEPT = '.xlsx,.csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,text/csv';
const t = (key: string) => `resources.property-excel.${key}`;

type Progress = { name: string; percent: number };

/**
 * A file whose upload the session's end cut short: the admin signs in again and comes back to this page, where the
 * card says so (this tab only). Nothing said it before, and the list's top row, an older import, looked like it.
 */
const CUT_SHORT_KEY = 'estate-admin.spreadsheetNotImported';
const rememberCutShort = (name: string) => sessionStorage.setItem(CUT_SHORT_KEY, name);
function takeCutShort(): string | null {
  const name = sessionStorage.getItem(CUT_SHORT_KEY);
  sessionStorage.removeItem(CUT_SHORT_KEY);
  return name;
}
type Repeat = UploadedSpreadsheet & { repeated: RepeatedImport };

/**
 * Picks one .xlsx/.csv file, sends it through the signed-URL flow with a progress bar and a Cancel button (leaving
 * the page asks, then cancels too), then registers the batch;
 * its notice then follows the batch until it ends (useUploadedBatch) and says how it ended. The upload itself
 * shows no toast: this notice is its one message.
 */
export function SpreadsheetUploadCard() {
  const timeText = useTimeText();
  const dataProvider = useDataProvider<AppDataProvider>();
  const translate = useTranslate();
  const refresh = useRefresh();
  const [progress, setProgress] = useState<Progress | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [uploaded, setUploaded] = useState<UploadedBatch | null>(null);
  const [repeat, setRepeat] = useState<Repeat | null>(null);
  const [registering, setRegistering] = useState(false);
  const [dropped, setDropped] = useState<string | null>(null);
  // The question keeps its words while it fades out: emptied at once, it showed its raw template (audit).
  const lastRepeat = useRef<Repeat | null>(null);
  if (repeat) lastRepeat.current = repeat;
  const asked = repeat ?? lastRepeat.current;
  // The chooser is disabled while its file goes up: the keyboard comes back to it.
  const chooser = useRef<HTMLButtonElement>(null);
  useFocusAfterBusy(chooser, progress !== null);

  useEffect(() => {
    const name = takeCutShort();
    if (name) setDropped(translate(t('upload.sessionEnded'), { name }));
  // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on mount
  }, []);
  // Once the file is stored (100 %: storage has answered), its registration is under way and will import it: no
  // Cancel, nothing to ask. Until then Cancel stays, the last byte sent and no answer yet included.
  const cancellable = progress !== null && progress.percent < 100;
  const upload = useCancellableUpload(cancellable ? translate(t('upload.leaveWhileUploading'), { name: progress.name }) : null);

  const showFailure = (failure: unknown, name: string) => {
    if (endsSession(failure)) rememberCutShort(name);
    if (!isUploadFailure(failure) && isHttpError(failure) && failure.status === 0) {
      // The file was stored and its registration sent, but no answer came: it may well be importing (audit: it was,
      // while the card said to try again). The list is fetched again, and a second try asks first (repeat check).
      setError(translate(t('upload.answerLost'), { name }));
      refresh();
    } else if (isUploadFailure(failure)) {
      setError(uploadFailureText(failure, translate));
    } else {
      const message = failure instanceof Error && failure.message ? failure.message : 'ra.notification.http_error';
      setError(translate(message, { _: message }));
    }
  };

  const registered = ({ data }: RegisteredSpreadsheet, name: string) => {
    setUploaded({ batch: data, name, since: Date.now() });
    refresh();
  };

  // The same bytes were imported before: their properties would be created a second time, so the admin decides.
  const importAgain = async () => {
    if (!repeat) return;
    setRegistering(true);
    try {
      const { fileName, originalFileName } = repeat;
      registered(await dataProvider.registerSpreadsheet({ fileName, originalFileName }), originalFileName);
    } catch (failure) {
      showFailure(failure, repeat.originalFileName);
    } finally {
      setRegistering(false);
      setRepeat(null);
    }
  };

  const dropRepeat = () => {
    if (!repeat || registering) return;
    setDropped(translate(t('upload.repeat.dropped'), { name: repeat.originalFileName }));
    setRepeat(null);
  };

  const handleFile = async ([file]: File[]) => {
    if (!file) return;
    setUploaded(null);
    setDropped(null);
    if (!(SPREADSHEET_EXTENSIONS as readonly string[]).includes(extensionOf(file.name))) {
      setError(translate(t('upload.invalidType'), { name: file.name }));
      return;
    }
    // The server would refuse it too, but only after the whole file had crossed the network.
    if (isTooLargeFile(file)) {
      setError(translate(t('upload.tooLarge'), { name: file.name, max: MAX_SPREADSHEET_BYTES / 1024 / 1024 }));
      return;
    }
    // Nothing to import, and the storage would refuse the empty body: refused before any request.
    if (isEmptyFile(file)) {
      setError(emptyFileText(file.name, translate));
      return;
    }
    setError(null);
    setProgress({ name: file.name, percent: 0 });
    const signal = upload.begin();
    try {
      const result = await dataProvider.uploadSpreadsheet(file, (percent) => setProgress({ name: file.name, percent }), signal);
      if ('repeated' in result) setRepeat(result);
      else registered(result, file.name);
    } catch (failure) {
      if (signal.aborted) setDropped(translate(t('upload.cancelled'), { name: file.name }));
      else showFailure(failure, file.name);
    } finally {
      upload.end();
      setProgress(null);
    }
  };

  return (
    <Card variant="outlined" sx={{ flex: 1 }}>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {translate(t('upload.title'))}
        </Typography>
        <FilePickerButton
          buttonRef={chooser}
          label={translate(t('upload.choose'))}
          variant="contained"
          disabled={progress !== null || repeat !== null}
          accept={ACCEPT}
          onFiles={(files) => void handleFile(files)}
        />
        {progress && (
          <Box sx={{ mt: 2 }}>
            <Typography variant="body2">{translate(t('upload.uploading'), { name: progress.name })}</Typography>
            <ProgressWithCancel
              value={progress.percent}
              label={translate(t('upload.progress'))}
              cancelLabel={translate(t('upload.cancel'))}
              onCancel={upload.cancel}
              cancelDisabled={!cancellable}
            />
          </Box>
        )}
        {error && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {error}
          </Alert>
        )}
        {dropped && (
          <Alert severity="info" sx={{ mt: 2 }}>
            {dropped}
          </Alert>
        )}
        {uploaded && <UploadedBatchNotice key={String(uploaded.batch._id)} uploaded={uploaded} />}
        <Confirm
          isOpen={repeat !== null}
          loading={registering}
          title={t('upload.repeat.title')}
          content={t('upload.repeat.content')}
          translateOptions={
            asked
              ? {
                  name: asked.originalFileName,
                  earlier: asked.repeated.name,
                  date: timeText(asked.repeated.importedAt),
                  smart_count: asked.repeated.processedRows,
                }
              : {}
          }
          confirm={t('upload.repeat.confirm')}
          confirmColor="warning"
          onConfirm={() => void importAgain()}
          onClose={dropRepeat}
        />
      </CardContent>
    </Card>
  );
}

const { PROCESSED, PROCESSED_WITH_ERRORS, PARTIALLY_PROCESSED } = excelBatchStatus.values;

const NOTICE_KEYS: Record<number, string> = {
  [PROCESSED]: 'upload.processed',
  [PROCESSED_WITH_ERRORS]: 'upload.processedWithErrors',
  [PARTIALLY_PROCESSED]: 'upload.partiallyProcessed',
};

/** What the notice says of a batch's status, in the colour of the list's status chip (batchStatusColors). */
function outcomeOf(status: unknown): { key: string; severity: AlertColor } {
  if (isBatchRunning(status)) return { key: 'upload.processing', severity: 'info' };
  const color = batchStatusColors[status as keyof typeof batchStatusColors];
  const severity: AlertColor = color === 'success' || color === 'warning' || color === 'info' ? color : 'error';
  return { key: NOTICE_KEYS[status as number] ?? 'upload.failed', severity };
}

/** The uploaded file's batch: being processed, then how it ended, its problem and a link to its rows. */
function UploadedBatchNotice({ uploaded }: { uploaded: UploadedBatch }) {
  const translate = useTranslate();
  const batch = useUploadedBatch(uploaded);
  const { key, severity } = outcomeOf(batch.status);
  const ended = !isBatchRunning(batch.status);
  const problem = ended && batch.error ? translate(batch.error, { _: batch.error }) : null;
  return (
    // A new element per outcome, so that assistive technology announces how the batch ended.
    <Alert key={severity} severity={severity} role={severity === 'error' || severity === 'warning' ? 'alert' : 'status'} sx={{ mt: 2 }}>
      {translate(t(key), { name: uploaded.name, processed: batch.processedRows ?? 0, failed: batch.failedRows ?? 0 })}
      {problem && (
        <Box component="span" sx={{ display: 'block' }}>
          {problem}
        </Box>
      )}
      {ended && batch.totalRows > 0 && (
        <Link component={LinkBase} to={batchPath(batch.id ?? batch._id)} sx={{ display: 'block', mt: 0.5 }}>
          {translate(t('upload.viewRows'))}
        </Link>
      )}
    </Alert>
  );
}
