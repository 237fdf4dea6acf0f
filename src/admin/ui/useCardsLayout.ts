import { useMediaQuery, type Theme } from '@mui/material';
import { useSidebarState } from 'react-admin';

/**
 * Whether lists show cards instead of tables: on a phone, and on a tablet while the menu takes 260 px of its width.
 * A tablet's table was the phone's narrow strip beside the pinned columns (at 768 px, Order No, half of Location,
 * then Status and Actions; a review's switch off-screen).
 */
export function useCardsLayout(): boolean {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const tablet = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const [menuOpen] = useSidebarState();
  return phone || (tablet && menuOpen);
}
