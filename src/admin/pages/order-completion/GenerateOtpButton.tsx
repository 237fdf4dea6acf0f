import PasswordIcon from '@mui/icons-material/Password';
import { Button } from '@mui/material';
import { useRef, useState } from 'react';
import { useDataProvider, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { orderStatus } from '@shared/enums';
import type { ServiceOrder } from '@shared/resources/serviceOrder';
import type { AppDataProvider } from '../../providers/types';
import { completedElsewhere } from './completedElsewhere';
import { completionKey } from './messages';
import { useOrderCompletion } from './OrderCompletionProvider';

/**
 * Sends the user OTP of the row's order, then opens the Update Order modal. Not shown for completed orders.
 * A failure is shown by the http layer and leaves the modal closed.
 */
export function GenerateOtpButton({ label }: { label: string }) {
  const record = useRecordContext<ServiceOrder & { id: string }>();
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const translate = useTranslate();
  const { open } = useOrderCompletion();
  const [busy, setBusy] = useState(false);
  // A double tap on a slow phone came before the first tap's render disabled the button: two OTPs were sent, the
  // first then stale (audit).
  const sending = useRef(false);
  if (!record || record.status === orderStatus.values.COMPLETED) return null;

  const handleClick = async (button: HTMLElement) => {
    if (sending.current) return;
    sending.current = true;
    setBusy(true);
    try {
      const answer = await dataProvider.generateUserOtp(record.id);
      // The http layer shows the server's message; only a silent answer needs ours.
      if (!answer?.message) notify(completionKey('otpSent'), { type: 'success' });
      open({ id: record.id, orderNo: record.orderNo }, button);
    } catch (error) {
      // Shown as a toast. A row older than the order's completion elsewhere: the list shows it completed.
      if (completedElsewhere(error)) refresh();
    } finally {
      sending.current = false;
      setBusy(false);
    }
  };

  return (
    <Button
      size="small"
      variant="outlined"
      startIcon={<PasswordIcon />}
      loading={busy}
      onClick={(e) => {
        e.stopPropagation();
        void handleClick(e.currentTarget);
      }}
      aria-label={`${translate(label)} ${record.orderNo ?? ''}`.trim()}
      sx={{ whiteSpace: 'nowrap' }}
    >
      {translate(label)}
    </Button>
  );
}
