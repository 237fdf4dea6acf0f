/** "Retry the upload that failed": offered under an upload for the files the network or the server lost. */
import ReplayIcon from '@mui/icons-material/Replay';
import { Button } from '@mui/material';
import { useTranslate } from 'react-admin';
import { uploadKey } from './messages';

export function RetryUploadsButton({ files, onRetry }: { files: readonly File[]; onRetry(files: File[]): void }) {
  const translate = useTranslate();
  return (
    <Button size="small" startIcon={<ReplayIcon />} onClick={() => onRetry([...files])}>
      {translate(uploadKey('retryFailed'), { smart_count: files.length })}
    </Button>
  );
}
