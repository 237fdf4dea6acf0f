import { Box, Typography } from '@mui/material';
import { CreateButton, useResourceContext, useTranslate } from 'react-admin';

/**
 * A list's state before its first record exists: what is missing, a hint, and a button to create the first one.
 * The texts are the resource's own `resources.<name>.list.empty` and `.emptyHint`.
 */
export function EmptyWithCreate() {
  const translate = useTranslate();
  const resource = useResourceContext();
  return (
    <Box sx={{ textAlign: 'center', py: 6, px: 2, width: '100%' }}>
      <Typography variant="h6" component="p" gutterBottom>
        {translate(`resources.${resource}.list.empty`)}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {translate(`resources.${resource}.list.emptyHint`)}
      </Typography>
      <CreateButton variant="contained" />
    </Box>
  );
}
