import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { Button, IconButton, Tooltip } from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';
import { fileNameOf } from '@shared/uploads';
import { absoluteAssetUrl, copyToClipboard } from './copyToClipboard';

const R = 'resources.image-upload.actions';

export type CopyUrlButtonProps = { prefix: string; index: number; variant?: 'icon' | 'text' };

/** Copies the image's absolute URL and confirms with a "Copied" toast; named by the image's position and file name. */
export function CopyUrlButton({ prefix, index, variant = 'icon' }: CopyUrlButtonProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const handleCopy = async () => {
    try {
      await copyToClipboard(absoluteAssetUrl(prefix));
      notify('app.common.copied', { type: 'success' });
    } catch {
      notify(`${R}.copyFailed`, { type: 'error' });
    }
  };
  const label = translate(`${R}.copyUrlOf`, { index, name: fileNameOf(prefix) });
  if (variant === 'text') {
    return (
      <Button startIcon={<ContentCopyIcon />} onClick={handleCopy} aria-label={label}>
        {translate(`${R}.copyUrl`)}
      </Button>
    );
  }
  return (
    <Tooltip title={translate(`${R}.copyUrl`)}>
      <IconButton onClick={handleCopy} aria-label={label} sx={{ color: 'common.white' }}>
        <ContentCopyIcon />
      </IconButton>
    </Tooltip>
  );
}
