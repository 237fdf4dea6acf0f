/** `resources.image-upload.*` in English; French, Romanian and Chinese are in translations.ts. */
import type { Localized, ResourceMessages } from '../adminResource';

export const imageUploadMessages: Localized<ResourceMessages> = {
  en: {
    name: 'Image |||| Images',
    fields: { url: 'Image', createdAt: 'Uploaded at' },
    list: { title: 'Image Upload', empty: 'No images uploaded yet', emptyHint: 'Upload .jpg, .jpeg or .png images to use them anywhere on the site.' },
    upload: {
      button: 'Upload images',
      hint: '.jpg, .jpeg or .png, several at once',
      progress: 'Uploading %{smart_count} image… |||| Uploading %{smart_count} images…',
      done: '%{smart_count} image uploaded |||| %{smart_count} images uploaded',
      rejected: 'Not uploaded, only .jpg, .jpeg and .png images are accepted: %{names}',
      tooLarge: 'Not uploaded, images up to %{max} MB are accepted: %{names}',
      failed: 'The upload failed: %{message}',
      stop: 'Stop',
      stopped: 'Upload stopped: the gallery shows the images that were stored.',
      leaveWhileUploading: 'Images are still uploading: leaving stops the ones not yet uploaded. Leave anyway?',
    },
    actions: {
      copyUrl: 'Copy URL',
      copyUrlOf: 'Copy URL of image %{index}: %{name}',
      copyFailed: 'The URL could not be copied',
      open: 'Open image %{index}: %{name}',
      previous: 'Previous image',
      next: 'Next image',
      close: 'Close',
      openOriginal: 'Open original',
    },
    preview: { title: 'Image %{index} of %{total}', uploadedAt: 'Uploaded %{date}' },
  },
  others: () => import('./translations').then((m) => m.translations),
};
