/**
 * Texts of the order completion modal, `app.orderCompletion.*`, in English; French, Romanian and Chinese are in
 * translations.ts, loaded with their locale.
 */
import type { Localized } from '../../resources/adminResource';

const en = {
  title: 'Update Order',
  subtitle: 'Order %{orderNo}',
  instruction: 'Upload Image to Close the Order',
  images: 'Images',
  addImages: 'Add images',
  imageHint: '.jpg, .jpeg or .png; at least 2 images',
  imagePreview: 'Image %{index}: %{name}',
  removeImage: 'Remove %{name}',
  uploading: 'Uploading %{name}',
  uploadFailed: 'Failed to upload file to S3',
  invalidType: '%{name}: only .jpg, .jpeg and .png images are accepted',
  waitForUploads: 'Please wait until every image is uploaded',
  otp: 'OTP',
  otpGroup: 'One-time password (4 digits)',
  otpHint: 'The customer’s OTP works for %{minutes} minutes and %{tries} tries; Re-generate OTP sends a new one.',
  otpDigit: 'OTP digit %{index} of %{count}',
  regenerateOtp: 'Re-generate OTP',
  adminOtp: 'Admin Otp',
  forceSubmit: 'Force Submit',
  submit: 'Submit',
  close: 'Close',
  otpSent: 'The OTP has been sent',
  adminOtpSent: 'The admin OTP has been sent',
  completed: 'The order has been completed',
};

export type OrderCompletionMessages = typeof en;

/** Merged by the shell's i18n as `app.orderCompletion`. */
export const orderCompletionMessages: Localized<OrderCompletionMessages> = {
  en,
  others: () => import('./translations').then((m) => m.translations),
};

export const completionKey = (key: keyof OrderCompletionMessages) => `app.orderCompletion.${key}` as const;
