import { useTranslate } from 'react-admin';
import { confirmLeavingOpenForm } from './sessionDraft';

/**
 * For leaving the open form other than by a navigation (a logout): asks react-admin's
 * unsaved-changes question if it has unsaved changes; true means go on.
 */
export function useConfirmLeavingOpenForm(): () => boolean {
  const translate = useTranslate();
  return () => confirmLeavingOpenForm(translate('ra.message.unsaved_changes'));
}
