/**
 * One file stored as a prefix (e.g. the property brochure), uploaded through the resource's signed URL with
 * a progress bar; the file name is shown as a link to the stored file.
 *
 *   <FileUploadInput source="brochure" extensions={['.pdf']} />
 */
import { Box, Link, Typography } from '@mui/material';
import type { InputProps } from 'react-admin';
import { assetUrl } from '@admin/env';
import { DOCUMENT_EXTENSIONS, extensionOf, fileNameOf } from '@shared/uploads';
import { FilePickerButton } from './FilePickerButton';
import { RemoveUploadButton } from './RemoveUploadButton';
import { uploadKey } from './messages';
import { UploadFieldFrame, usePickerForField } from './UploadFieldFrame';
import { UploadProgressList } from './UploadProgressList';
import { useSinglePrefixUpload } from './useSinglePrefixUpload';

export type FileUploadInputProps = InputProps & {
  /** Accepted extensions with their dot, lower case; PDF by default. */
  extensions?: readonly string[];
  label?: string | false;
  helperText?: string | false;
};

export function FileUploadInput({ extensions = DOCUMENT_EXTENSIONS, label, helperText, ...props }: FileUploadInputProps) {
  const types = extensions.join(', ');
  const upload = useSinglePrefixUpload(
    props,
    (file) => extensions.includes(extensionOf(file.name)),
    (file) => upload.translate(uploadKey('invalidFileType'), { name: file.name, types }),
  );
  const { input, resource, translate, tasks, problems, retry, value, originalName, handleFiles, handleRemove } = upload;
  const disabled = props.disabled || props.readOnly;
  const picker = usePickerForField(input);
  const name = originalName ?? (value ? fileNameOf(value) : '');

  return (
    <UploadFieldFrame input={input} source={props.source} resource={resource} label={label} helperText={helperText} problems={problems} retry={retry}>
      {value ? (
        <Typography variant="body2" sx={{ mb: 1 }}>
          {translate(uploadKey('currentFile'), { name: '' })}
          <Link href={assetUrl(value)} target="_blank" rel="noopener noreferrer">
            {name}
          </Link>
        </Typography>
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
          label={translate(uploadKey(value ? 'replaceFile' : 'chooseFile'))}
          accept={extensions.join(',')}
          disabled={disabled}
          onFiles={handleFiles}
        />
        {value && (
          <RemoveUploadButton
            text={translate(uploadKey('removeThisFile'))}
            accessibleName={translate(uploadKey('remove'), { name })}
            onClick={handleRemove}
            disabled={disabled}
          />
        )}
      </Box>
    </UploadFieldFrame>
  );
}
