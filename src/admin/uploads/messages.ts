/**
 * English texts of the upload inputs, under `app.upload.*`. The i18n files merge this object
 * (`{ app: { upload: uploadMessagesEn } }`); other locales translate the same keys.
 */
export const uploadMessagesEn = {
  chooseImages: 'Choose images',
  chooseImage: 'Choose image',
  chooseFile: 'Choose file',
  replaceImage: 'Replace image',
  replaceFile: 'Replace file',
  remove: 'Remove %{name}',
  removeThisImage: 'Remove image',
  removeThisFile: 'Remove file',
  removeImage: 'Remove image %{index}',
  imageRemoved: 'Image removed: %{smart_count} image left |||| Image removed: %{smart_count} images left',
  uploading: 'Uploading %{name}',
  uploadFailed: 'Failed to upload file to S3',
  invalidImageType: '%{name}: only .jpg, .jpeg and .png images are accepted',
  invalidFileType: '%{name}: only %{types} files are accepted',
  emptyFile: '"%{name}" is empty',
  tooLarge: '%{name} is larger than %{max} MB: files up to %{max} MB are accepted',
  noImages: 'No images yet',
  noFile: 'No file chosen',
  preview: 'Image %{index}',
  currentFile: 'Current file: %{name}',
  saveAfterUploads: 'Save waits until the upload ends',
  cancelUpload: 'Cancel the upload of %{name}',
  retryFailed: 'Retry the upload that failed |||| Retry the %{smart_count} uploads that failed',
  leaveWhileUploading: 'An upload has not finished: leaving loses it. Leave anyway?',
} as const;

export type UploadMessageKey = keyof typeof uploadMessagesEn;

/** The i18n key of an upload text. */
export const uploadKey = (key: UploadMessageKey) => `app.upload.${key}` as const;
