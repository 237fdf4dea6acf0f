import { useTranslate } from 'react-admin';
import { confirmLeavingOpenForm } from './sessionDraft';

/**
 * For leaving the open form other than by a navigation (a logout): asks react-admin's
 * unsaved-changes question if it has unsaved changes, after a save under way; true means go on.
 */
export function useConfirmLeavingOpenForm(): () => Promise<boolean> {
  const translate = useTranslate();
  return () => confirmLeavingOpenForm(translate('ra.message.unsaved_changes'));
}
