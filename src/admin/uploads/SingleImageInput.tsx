/**
 * One image stored as a prefix (service icon, blog thumbnail and image, review image): .jpg/.jpeg/.png,
 * uploaded through the resource's signed URL with a progress bar, previewed from VITE_ASSET_BASE_URL.
 *
 *   <SingleImageInput source="thumbImage" />
 */
import { Box, Typography } from '@mui/material';
import type { InputProps } from 'react-admin';
import { assetUrl } from '@admin/env';
import { fileNameOf, IMAGE_ACCEPT, isImageFile } from '@shared/uploads';
import { FilePickerButton } from './FilePickerButton';
import { RemoveUploadButton } from './RemoveUploadButton';
import { uploadKey } from './messages';
import { UploadFieldFrame, usePickerForField } from './UploadFieldFrame';
import { UploadProgressList } from './UploadProgressList';
import { useSinglePrefixUpload } from './useSinglePrefixUpload';

export type SingleImageInputProps = InputProps & { label?: string | false; helperText?: string | false };

export function SingleImageInput({ label, helperText, ...props }: SingleImageInputProps) {
  const upload = useSinglePrefixUpload(
    props,
    (file) => isImageFile(file.name),
    (file) => upload.translate(uploadKey('invalidImageType'), { name: file.name }),
  );
  const { input, resource, translate, tasks, problems, retry, value, handleFiles, handleRemove } = upload;
  const disabled = props.disabled || props.readOnly;
  const picker = usePickerForField(input);

  return (
    <UploadFieldFrame input={input} source={props.source} resource={resource} label={label} helperText={helperText} problems={problems} retry={retry}>
      {value ? (
        <Box
          component="img"
          src={assetUrl(value)}
          alt={fileNameOf(value)}
          sx={{ width: 160, height: 120, objectFit: 'cover', borderRadius: 1, border: 1, borderColor: 'divider', mb: 1 }}
        />
      ) : (
        tasks.length === 0 && (
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {translate(uploadKey('noFile'))}
          </Typography>
        )
      )}
      <UploadProgressList tasks={tasks} />
      <Box sx={{ display: 'flex', gap: 1, mt: 1 }}>
        <FilePickerButton
          buttonRef={picker.buttonRef}
          describedBy={picker.describedBy}
          id={`${input.id}-file`}
          label={translate(uploadKey(value ? 'replaceImage' : 'chooseImage'))}
          accept={IMAGE_ACCEPT}
          disabled={disabled}
          onFiles={handleFiles}
        />
        {value && (
          <RemoveUploadButton
            text={translate(uploadKey('removeThisImage'))}
            accessibleName={translate(uploadKey('remove'), { name: fileNameOf(value) })}
            onClick={handleRemove}
            disabled={disabled}
          />
        )}
      </Box>
    </UploadFieldFrame>
  );
}
