/**
 * A multi-image field for react-admin forms: .jpg/.jpeg/.png only, several at once, each uploaded through
 * the resource's signed URL with its own progress bar, previews from VITE_ASSET_BASE_URL + prefix.
 *
 *   <ImageListInput source="images" variant="items" />    // property: {url, isDeleted, _id?}[]
 *   <ImageListInput source="images" variant="prefixes" />  // services: string[]
 *
 * Removing a saved item marks it deleted (hidden, sent back with isDeleted); anything else is dropped.
 * A file of another type, or an empty one, is refused with a message; a failed upload is reported and the others kept.
 */
import DeleteIcon from '@mui/icons-material/Delete';
import { Box, IconButton, Typography } from '@mui/material';
import { visuallyHidden } from '@admin/ui/visuallyHidden';
import { useRef, useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { useInput, useResourceContext, useTranslate, type InputProps } from 'react-admin';
import { assetUrl } from '@admin/env';
import { IMAGE_ACCEPT, isImageFile } from '@shared/uploads';
import { FilePickerButton } from './FilePickerButton';
import { focusAfterRemoval, REMOVE_BUTTON_CLASS } from '@admin/forms/focusAfterRemoval';
import { emptyFileText, isEmptyFile, isTooLargeFile, tooLargeFileText } from './fileChecks';
import { addImages, removeImage, visibleImages, type ImageListVariant } from './imageValue';
import { uploadKey } from './messages';
import { UploadFieldFrame, usePickerForField } from './UploadFieldFrame';
import { UploadProgressList } from './UploadProgressList';
import { useUploadProblems } from './useUploadProblems';
import { UploadCancelled, useSignedUpload } from './useSignedUpload';

export type ImageListInputProps = Omit<InputProps, 'format' | 'parse'> & {
  variant: ImageListVariant;
  label?: string | false;
  helperText?: string | false;
};

export function ImageListInput({ variant, label, helperText, ...props }: ImageListInputProps) {
  const resource = useResourceContext(props) ?? '';
  const input = useInput({ ...props, resource, defaultValue: props.defaultValue ?? [] });
  const { getValues } = useFormContext();
  const translate = useTranslate();
  const { upload, tasks } = useSignedUpload(resource);
  const { problems, setProblems, describeFailure, retryable, keepForRetry } = useUploadProblems();
  const { field } = input;
  const images = visibleImages(field.value, variant);

  const handleFiles = async (files: File[]) => {
    const wrongType = files.filter((file) => !isImageFile(file.name));
    const empty = files.filter((file) => isImageFile(file.name) && isEmptyFile(file));
    const tooLarge = files.filter((file) => isImageFile(file.name) && isTooLargeFile(file));
    const accepted = files.filter((file) => isImageFile(file.name) && !isEmptyFile(file) && !isTooLargeFile(file));
    setProblems([
      ...wrongType.map((file) => translate(uploadKey('invalidImageType'), { name: file.name })),
      ...empty.map((file) => emptyFileText(file.name, translate)),
      ...tooLarge.map((file) => tooLargeFileText(file, translate)),
    ]);
    keepForRetry([]);
    setRemovedNotice('');
    // Uploaded side by side, added together in the order chosen (the first image is the cover): added as each
    // finished, they came in the order the uploads happened to end.
    const results = await Promise.allSettled(accepted.map((file) => upload(file)));
    const prefixes = results.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
    // The latest value, not this render's: the user may have removed an image meanwhile.
    if (prefixes.length > 0) field.onChange(addImages(getValues(field.name), variant, prefixes));
    const failed = results.flatMap((result, i) =>
      result.status === 'rejected' && !(result.reason instanceof UploadCancelled) ? [{ file: accepted[i], error: result.reason as unknown }] : [],
    );
    if (failed.length > 0) setProblems((list) => [...list, ...failed.map(({ file, error }) => describeFailure(file, error))]);
    keepForRetry(failed);
    field.onBlur();
  };

  // The keyboard stays with the images once one is removed; after the last one, on the image chooser.
  const list = useRef<HTMLUListElement>(null);
  const chooser = useRef<HTMLButtonElement>(null);
  const picker = usePickerForField(input, chooser);
  // Said once an image is removed: the focus moving to the next image's button ("Remove image 1" again) did not
  // tell a screen-reader user that anything had changed (audit). The region is there from the start, empty, so
  // that what comes into it is announced.
  const [removedNotice, setRemovedNotice] = useState('');
  const handleRemove = (index: number, position: number) => {
    const next = removeImage(getValues(field.name), variant, index);
    field.onChange(next);
    field.onBlur();
    setRemovedNotice(translate(uploadKey('imageRemoved'), { smart_count: visibleImages(next, variant).length }));
    focusAfterRemoval(list.current, position, () => chooser.current);
  };

  return (
    <UploadFieldFrame
      input={input}
      source={props.source}
      resource={resource}
      label={label}
      helperText={helperText}
      problems={problems}
      retry={{ files: retryable, run: (files) => void handleFiles(files) }}
    >
      <Box component="ul" ref={list} sx={{ listStyle: 'none', p: 0, m: 0, mb: 1, display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {images.map(({ prefix, index }, position) => (
          <Box component="li" key={`${index}-${prefix}`} sx={{ position: 'relative', width: 120, height: 120 }}>
            <Box
              component="img"
              src={assetUrl(prefix)}
              alt={translate(uploadKey('preview'), { index: position + 1 })}
              sx={{ width: '100%', height: '100%', objectFit: 'cover', borderRadius: 1, border: 1, borderColor: 'divider' }}
            />
            <IconButton
              className={REMOVE_BUTTON_CLASS}
              size="small"
              aria-label={translate(uploadKey('removeImage'), { index: position + 1 })}
              onClick={() => handleRemove(index, position)}
              disabled={props.disabled || props.readOnly}
              sx={{ position: 'absolute', top: 4, right: 4, bgcolor: 'background.paper', '&:hover': { bgcolor: 'background.paper' } }}
            >
              <DeleteIcon fontSize="small" />
            </IconButton>
          </Box>
        ))}
      </Box>
      {images.length === 0 && tasks.length === 0 && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {translate(uploadKey('noImages'))}
        </Typography>
      )}
      <UploadProgressList tasks={tasks} />
      <Box role="status" sx={visuallyHidden}>
        {removedNotice}
      </Box>
      <Box sx={{ mt: 1 }}>
        <FilePickerButton
          buttonRef={picker.buttonRef}
          describedBy={picker.describedBy}
          id={`${input.id}-file`}
          label={translate(uploadKey('chooseImages'))}
          accept={IMAGE_ACCEPT}
          multiple
          disabled={props.disabled || props.readOnly}
          onFiles={handleFiles}
        />
      </Box>
    </UploadFieldFrame>
  );
}
