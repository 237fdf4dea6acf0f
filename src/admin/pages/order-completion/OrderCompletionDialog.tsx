import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, Stack, Typography } from '@mui/material';
import { darken } from '@mui/material/styles';
import { DialogCloseButton } from '@admin/ui/DialogCloseButton';
import { useEffect, useRef, useState, type MutableRefObject } from 'react';
import type { Identifier } from 'react-admin';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { CODE_MAX_ATTEMPTS, CODE_TTL_MINUTES } from '@shared/api';
import { validationArgsOf } from '@shared/validationArgs';
import { withArgs } from '@admin/forms/messageWithArgs';
import { useAskBeforeLeaving } from '@admin/layout/useAskBeforeLeaving';
import { submissionType } from '@shared/enums';
import { completeOrderSchema } from '@shared/resources/serviceOrderSchemas';
import type { AppDataProvider } from '../../providers/types';
import { CompletionImagesInput } from './CompletionImagesInput';
import { completedElsewhere } from './completedElsewhere';
import { completionKey } from './messages';
import { emptyOtp, OtpInput } from './OtpInput';
import { useCompletionImages } from './useCompletionImages';
import { uploadKey } from '@admin/uploads/messages';
import { uploadFailureText } from '@admin/uploads/useSignedUpload';

export type CompletionTarget = { id: Identifier; orderNo?: string };

export type OrderCompletionDialogProps = {
  order: CompletionTarget | null;
  /** Called when the dialog closes, after a completion or by the user; `completed` says which. */
  onClose(completed: boolean): void;
  /** Called once the dialog has gone from the screen (its closing transition ended). */
  onExited?(): void;
};

type Busy = 'regenerate' | 'admin' | 'submit' | 'force' | null;
type FieldErrors = { otp?: string; images?: string };
type Submission = typeof submissionType.values.SUBMIT | typeof submissionType.values.FORCE_SUBMIT;

const TITLE_ID = 'order-completion-title';

function serverFieldErrors(error: unknown): FieldErrors {
  const fields = (error as { body?: { errors?: Record<string, unknown> } } | null)?.body?.errors ?? {};
  const text = (value: unknown) => (typeof value === 'string' && value ? value : undefined);
  return { otp: text(fields.otp), images: text(fields.images) };
}

/**
 * The Update Order modal; its form lives only while it is open, so closing it always clears it. A click beside it
 * or Esc, easily an accident, asks first once an OTP digit or a photo is in; its Close button closes at once.
 */
export function OrderCompletionDialog({ order, onClose, onExited }: OrderCompletionDialogProps) {
  const translate = useTranslate();
  const hasEntries = useRef(false);
  const closeUnlessKept = () => {
    if (hasEntries.current && !window.confirm(translate('ra.message.unsaved_changes'))) return;
    onClose(false);
  };
  return (
    <Dialog
      open={Boolean(order)}
      onClose={closeUnlessKept}
      aria-labelledby={TITLE_ID}
      fullWidth
      maxWidth="sm"
      slotProps={{ transition: { onExited } }}
    >
      {order && <CompletionForm key={String(order.id)} order={order} onClose={onClose} hasEntries={hasEntries} />}
    </Dialog>
  );
}

type CompletionFormProps = { order: CompletionTarget; onClose(completed: boolean): void; hasEntries: MutableRefObject<boolean> };

function CompletionForm({ order, onClose, hasEntries }: CompletionFormProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [otp, setOtp] = useState(emptyOtp);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState<Busy>(null);
  // Every button is disabled while one runs, so the focus fell to the dialog: a keyboard user pressing Re-generate
  // OTP was left at the top of the dialog, which a screen reader read again whole (audit). It goes back to the
  // button pressed, unless something else took it meanwhile.
  const returnFocusTo = useRef<HTMLElement | null>(null);
  const startBusy = (which: Exclude<Busy, null>) => {
    returnFocusTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setBusy(which);
  };
  useEffect(() => {
    const button = returnFocusTo.current;
    if (busy !== null || !button) return;
    returnFocusTo.current = null;
    // Dropped: on the page, or where the dialog's focus trap puts it back (its container, not a control).
    const active = document.activeElement;
    const dropped = !active || active === document.body || (active instanceof HTMLElement && active.tabIndex < 0 && active.contains(button));
    if (dropped && button.isConnected) button.focus();
  }, [busy]);
  const imagesButton = useRef<HTMLButtonElement>(null);
  const otpBoxes = useRef<HTMLDivElement>(null);
  const images = useCompletionImages({
    onRejected: (name, why) =>
      notify(why === 'empty' ? uploadKey('emptyFile') : completionKey('invalidType'), { type: 'error', messageArgs: { name } }),
    onUploadFailed: (_name, error) => notify(uploadFailureText(error, translate), { type: 'error' }),
  });

  hasEntries.current = otp.some((digit) => digit !== '') || images.prefixes.length > 0 || images.uploading;
  // Back, a link or a reload asks as Esc does: they dropped the typed code and the uploaded photos without a word (audit).
  useAskBeforeLeaving(hasEntries.current ? translate('ra.message.unsaved_changes') : null);

  const close = (completed: boolean) => {
    images.reset();
    onClose(completed);
  };

  // Server failures are shown as toasts by the http layer; here they only leave the form as it was, unless the
  // order was completed meanwhile: then the modal closes and the list shows it completed.
  const run = async (which: Exclude<Busy, null>, call: () => Promise<unknown>) => {
    startBusy(which);
    try {
      await call();
      return true;
    } catch (error) {
      if (completedElsewhere(error)) close(true);
      return false;
    } finally {
      setBusy(null);
    }
  };

  const requestOtp = (which: 'regenerate' | 'admin') =>
    run(which, async () => {
      const answer = which === 'admin' ? await dataProvider.generateAdminOtp(order.id) : await dataProvider.regenerateUserOtp(order.id);
      // A new customer's code retires the one in the boxes: kept, a hurried Submit spent one of the 5 tries on it
      // (audit). An OTP message under the boxes ("expired", "invalid") was about the code before, either way.
      if (which === 'regenerate') setOtp(emptyOtp);
      setErrors((e) => ({ ...e, otp: undefined }));
      // The http layer shows the server's message; only a silent answer needs ours.
      if (!answer?.message) notify(completionKey(which === 'admin' ? 'adminOtpSent' : 'otpSent'), { type: 'success' });
    });

  const handleSubmit = async (type: Submission) => {
    const body = { otp: otp.join(''), images: images.prefixes, submissionType: type };
    const parsed = completeOrderSchema.safeParse(body);
    const found: FieldErrors = {};
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if ((field === 'otp' || field === 'images') && !found[field]) found[field] = withArgs(issue.message, validationArgsOf(issue));
      }
    }
    // Photos still on their way will count: the count's message would stay once they were in.
    if (images.uploading) found.images = completionKey('waitForUploads');
    setErrors(found);
    if (!parsed.success || found.images || found.otp) {
      // To the first field refused, as the other forms do: the focus stayed on Submit.
      if (found.images) imagesButton.current?.focus();
      else [...(otpBoxes.current?.querySelectorAll('input') ?? [])].find((box) => box.value === '')?.focus();
      return;
    }
    startBusy(type === submissionType.values.SUBMIT ? 'submit' : 'force');
    try {
      await dataProvider.completeOrder(order.id, { ...parsed.data, otp: Number(parsed.data.otp) });
      close(true);
    } catch (error) {
      // The toast is the http layer's; the server's field messages also go under their inputs.
      if (completedElsewhere(error)) close(true);
      else setErrors(serverFieldErrors(error));
    } finally {
      setBusy(null);
    }
  };

  const disabled = busy !== null;
  // "Wait until every image is uploaded" goes once they are.
  const imagesError = errors.images === completionKey('waitForUploads') && !images.uploading ? undefined : errors.images;
  return (
    <>
      <DialogTitle id={TITLE_ID} sx={{ pr: 6 }}>
        {translate(completionKey('title'))}
        {order.orderNo && (
          <Typography variant="body2" color="text.secondary" component="span" sx={{ display: 'block' }}>
            {translate(completionKey('subtitle'), { orderNo: order.orderNo })}
          </Typography>
        )}
      </DialogTitle>
      <DialogCloseButton label={translate(completionKey('close'))} onClick={() => close(false)} />
      <DialogContent dividers>
        <DialogContentText sx={{ mb: 2 }}>{translate(completionKey('instruction'))}</DialogContentText>
        <Stack spacing={3}>
          <CompletionImagesInput
            images={images.images}
            onAdd={(files) => {
              images.add(files);
              setErrors((e) => ({ ...e, images: undefined }));
            }}
            onRemove={images.remove}
            error={imagesError}
            disabled={disabled}
            buttonRef={imagesButton}
          />
          <div ref={otpBoxes}>
            <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
              {translate(completionKey('otp'))}
            </Typography>
            <Typography variant="body2" color="text.secondary" id="order-otp-hint" sx={{ mb: 1 }}>
              {translate(completionKey('otpHint'), { minutes: CODE_TTL_MINUTES, tries: CODE_MAX_ATTEMPTS })}
            </Typography>
            <OtpInput
              describedBy="order-otp-hint"
              value={otp}
              onChange={(next) => {
                setOtp(next);
                setErrors((e) => ({ ...e, otp: undefined }));
              }}
              error={errors.otp}
              disabled={disabled}
            />
          </div>
        </Stack>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1, px: 3, py: 2 }}>
        <Button onClick={() => requestOtp('regenerate')} loading={busy === 'regenerate'} disabled={disabled}>
          {translate(completionKey('regenerateOtp'))}
        </Button>
        <Button onClick={() => requestOtp('admin')} loading={busy === 'admin'} disabled={disabled}>
          {translate(completionKey('adminOtp'))}
        </Button>
        <Button
          variant="outlined"
          color="warning"
          // MUI's warning orange on white is 3.1:1, under the 4.5:1 text needs (audit); a quarter darker is 5.2:1.
          sx={(theme) => (theme.palette.mode === 'light' ? { color: darken(theme.palette.warning.main, 0.25), borderColor: darken(theme.palette.warning.main, 0.25) } : {})}
          onClick={() => handleSubmit(submissionType.values.FORCE_SUBMIT)}
          loading={busy === 'force'}
          disabled={disabled}
        >
          {translate(completionKey('forceSubmit'))}
        </Button>
        <Button variant="contained" onClick={() => handleSubmit(submissionType.values.SUBMIT)} loading={busy === 'submit'} disabled={disabled}>
          {translate(completionKey('submit'))}
        </Button>
      </DialogActions>
    </>
  );
}
