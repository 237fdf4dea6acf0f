/** One labelled progress bar per file being uploaded, each with its Cancel. */
import CloseIcon from '@mui/icons-material/Close';
import { Box, IconButton, LinearProgress, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { uploadKey } from './messages';
import type { UploadTask } from './useSignedUpload';

export function UploadProgressList({ tasks }: { tasks: readonly UploadTask[] }) {
  const translate = useTranslate();
  if (tasks.length === 0) return null;
  return (
    <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexDirection: 'column', gap: 1 }}>
      {tasks.map((task) => {
        const label = translate(uploadKey('uploading'), { name: task.name });
        return (
          <Box component="li" key={task.key}>
            <Typography variant="caption" component="div">
              {label} — {task.progress}%
            </Typography>
            <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
              <LinearProgress variant="determinate" value={task.progress} aria-label={label} sx={{ flex: 1 }} />
              <IconButton size="small" aria-label={translate(uploadKey('cancelUpload'), { name: task.name })} onClick={task.cancel}>
                <CloseIcon fontSize="small" />
              </IconButton>
            </Stack>
          </Box>
        );
      })}
    </Box>
  );
}
