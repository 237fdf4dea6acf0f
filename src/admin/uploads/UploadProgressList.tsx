/** One labelled progress bar per file being uploaded. */
import { Box, LinearProgress, Typography } from '@mui/material';
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
            <LinearProgress variant="determinate" value={task.progress} aria-label={label} />
          </Box>
        );
      })}
    </Box>
  );
}
