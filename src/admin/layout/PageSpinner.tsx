import { Box, CircularProgress } from '@mui/material';

/** The only thing shown while a page's code loads: a centred spinner, no blank flash of placeholder text. */
export function PageSpinner() {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', minHeight: '60vh' }}>
      <CircularProgress aria-label="Loading" />
    </Box>
  );
}
