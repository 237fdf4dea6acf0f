import { Box, Typography } from '@mui/material';
import { CreateButton, useTranslate } from 'react-admin';

export function ReviewEmpty() {
  const translate = useTranslate();
  return (
    <Box sx={{ textAlign: 'center', py: 6, px: 2, width: '100%' }}>
      <Typography variant="h6" component="p" gutterBottom>
        {translate('resources.review.list.empty')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {translate('resources.review.list.emptyHint')}
      </Typography>
      <CreateButton variant="contained" />
    </Box>
  );
}
