/**
 * The toolbar's image button. ra-input-rich-text's own asks for a URL with window.prompt: untranslated, any
 * address taken, no alt text, and no way to use an image from this computer. This one opens a dialog: an http(s)
 * address, or a file uploaded like the form's other images (the resource's signed URL), plus an optional alt text.
 */
import ImageIcon from '@mui/icons-material/Image';
import { Box, Divider, FormHelperText, Stack, TextField, Typography, type ToggleButtonProps } from '@mui/material';
// The image extension (in ra-input-rich-text's editor) declares the setImage command used below.
import type {} from '@tiptap/extension-image';
import type { Editor } from '@tiptap/react';
import { useTiptapEditor } from 'ra-input-rich-text';
import { useRef, useState } from 'react';
import { useResourceContext, useTranslate } from 'react-admin';
import { assetUrl } from '@admin/env';
import { emptyFileText, isEmptyFile, isTooLargeFile, tooLargeFileText } from '@admin/uploads/fileChecks';
import { FilePickerButton } from '@admin/uploads/FilePickerButton';
import { uploadKey } from '@admin/uploads/messages';
import { RetryUploadsButton } from '@admin/uploads/RetryUploadsButton';
import { UploadProgressList } from '@admin/uploads/UploadProgressList';
import { UploadCancelled, useSignedUpload } from '@admin/uploads/useSignedUpload';
import { useUploadProblems } from '@admin/uploads/useUploadProblems';
import { IMAGE_ACCEPT, isImageFile } from '@shared/uploads';
import { ToolbarDialogButton } from './ToolbarDialogButton';
import { ToolbarDialogForm } from './ToolbarDialogForm';
import { toImageSrc } from './urls';

export function ImageDialogButton(props: Omit<ToggleButtonProps, 'value'>) {
  const translate = useTranslate();
  const editor = useTiptapEditor();
  return (
    <ToolbarDialogButton
      {...props}
      value="image"
      label={translate('app.richText.image')}
      icon={<ImageIcon fontSize="inherit" />}
      disabled={!editor?.isEditable}
      maxWidth="sm"
      renderForm={(current, close) => <ImageForm editor={current} onDone={close} />}
    />
  );
}

type Uploaded = { name: string; src: string };

function ImageForm({ editor, onDone }: { editor: Editor; onDone(): void }) {
  const translate = useTranslate();
  // Outside a resource (no signed URL to ask for) only an address can be given.
  const resource = useResourceContext();
  const { upload, tasks, isUploading } = useSignedUpload(resource ?? '');
  const { problems, setProblems, describeFailure, retryable, keepForRetry } = useUploadProblems();
  const [typed, setTyped] = useState('');
  const [invalid, setInvalid] = useState(false);
  const [uploaded, setUploaded] = useState<Uploaded | null>(null);
  const [alt, setAlt] = useState('');
  const addressRef = useRef<HTMLInputElement>(null);

  const handleFiles = async ([file]: File[]) => {
    if (!isImageFile(file.name)) {
      setProblems([translate(uploadKey('invalidImageType'), { name: file.name })]);
      return;
    }
    if (isEmptyFile(file)) {
      setProblems([emptyFileText(file.name, translate)]);
      return;
    }
    if (isTooLargeFile(file)) {
      setProblems([tooLargeFileText(file, translate)]);
      return;
    }
    setProblems([]);
    keepForRetry([]);
    try {
      // The stored HTML needs an address a browser loads, not the storage prefix the image fields keep.
      const src = assetUrl(await upload(file));
      setUploaded({ name: file.name, src });
      // The latest choice wins: an uploaded file replaces a typed address, and typing replaces the file.
      setTyped('');
      setInvalid(false);
    } catch (error) {
      if (error instanceof UploadCancelled) return;
      setProblems([describeFailure(file, error)]);
      // As the form's image inputs do: a file the network or the server lost is offered again, not chosen again.
      keepForRetry([{ file, error }]);
    }
  };

  const insert = () => {
    const src = uploaded?.src ?? toImageSrc(typed);
    if (!src) {
      setInvalid(true);
      addressRef.current?.focus();
      return;
    }
    const description = alt.trim();
    editor
      .chain()
      .focus()
      .setImage(description ? { src, alt: description } : { src })
      .run();
    onDone();
  };

  return (
    <ToolbarDialogForm
      title={translate('app.richText.insertImage')}
      submitLabel={translate('app.richText.insert')}
      canSubmit={!isUploading && (uploaded !== null || typed.trim() !== '')}
      onSubmit={insert}
      onCancel={onDone}
    >
      <TextField
        autoFocus
        fullWidth
        inputRef={addressRef}
        label={translate('app.richText.imageAddress')}
        value={typed}
        onChange={(event) => {
          setTyped(event.target.value);
          setInvalid(false);
          if (event.target.value.trim() !== '') setUploaded(null);
        }}
        error={invalid}
        helperText={translate(invalid ? 'app.richText.invalidImageAddress' : 'app.richText.imageAddressHint')}
        slotProps={{
          htmlInput: { inputMode: 'url', spellCheck: false, autoCapitalize: 'none' },
          // The hint turns into the error in place: announced when it does.
          formHelperText: { 'aria-live': 'polite' },
        }}
      />
      {resource && (
        <>
          <Divider>{translate('app.richText.or')}</Divider>
          <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
            <FilePickerButton
              label={translate(uploadKey(uploaded ? 'replaceImage' : 'chooseImage'))}
              accept={IMAGE_ACCEPT}
              disabled={isUploading}
              onFiles={handleFiles}
            />
            <Box sx={{ alignSelf: 'stretch' }}>
              <UploadProgressList tasks={tasks} />
            </Box>
            {problems.map((problem) => (
              <FormHelperText key={problem} error role="alert">
                {problem}
              </FormHelperText>
            ))}
            {retryable.length > 0 && !isUploading && (
              <RetryUploadsButton files={retryable} onRetry={(files) => void handleFiles(files)} />
            )}
            {uploaded && (
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                {/* Decorative: the file name beside it says which image this is. */}
                <Box
                  component="img"
                  src={uploaded.src}
                  alt=""
                  sx={{ width: 64, height: 48, objectFit: 'cover', borderRadius: 1, border: 1, borderColor: 'divider' }}
                />
                <Typography variant="body2" role="status">{translate('app.richText.uploaded', { name: uploaded.name })}</Typography>
              </Stack>
            )}
          </Stack>
        </>
      )}
      <TextField
        fullWidth
        label={translate('app.richText.altText')}
        value={alt}
        onChange={(event) => setAlt(event.target.value)}
        helperText={translate('app.richText.altTextHint')}
      />
    </ToolbarDialogForm>
  );
}
