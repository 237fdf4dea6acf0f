import AddPhotoAlternateIcon from '@mui/icons-material/AddPhotoAlternate';
import CloseIcon from '@mui/icons-material/Close';
import BrokenImageIcon from '@mui/icons-material/BrokenImage';
import ImageIcon from '@mui/icons-material/Image';
import { Box, FormHelperText, IconButton, LinearProgress, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { IMAGE_ACCEPT } from '@shared/uploads';
import { assetUrl } from '../../env';
import { FilePickerButton } from '@admin/uploads/FilePickerButton';
import { completionKey } from './messages';
import type { CompletionImage } from './useCompletionImages';
import type { Ref } from 'react';

export type CompletionImagesInputProps = {
  images: CompletionImage[];
  onAdd(files: File[]): void;
  onRemove(key: string): void;
  error?: string | null;
  disabled?: boolean;
  /** The picker's button, for the focus after a refused submit. */
  buttonRef?: Ref<HTMLButtonElement>;
};

const INPUT_ID = 'order-completion-images';

/** The completion images: a multi-file picker, then one tile per image with its preview, progress and a remove button. */
export function CompletionImagesInput({ images, onAdd, onRemove, error, disabled, buttonRef }: CompletionImagesInputProps) {
  const translate = useTranslate();
  return (
    <Box>
      <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
        {translate(completionKey('images'))}
      </Typography>
      <FilePickerButton
        id={INPUT_ID}
        label={translate(completionKey('addImages'))}
        startIcon={<AddPhotoAlternateIcon />}
        disabled={disabled}
        buttonRef={buttonRef}
        multiple
        accept={IMAGE_ACCEPT}
        onFiles={onAdd}
      />
      <FormHelperText>{translate(completionKey('imageHint'))}</FormHelperText>
      {images.length > 0 && (
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, mt: 1, display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          {images.map((img, index) => (
            <ImageTile key={img.key} image={img} index={index + 1} onRemove={() => onRemove(img.key)} disabled={disabled} />
          ))}
        </Box>
      )}
      {error && (
        <FormHelperText error role="alert">
          {translate(error, { _: error })}
        </FormHelperText>
      )}
    </Box>
  );
}

function ImageTile({ image, index, onRemove, disabled }: { image: CompletionImage; index: number; onRemove(): void; disabled?: boolean }) {
  const translate = useTranslate();
  // A refused file is not shown: its content may not be an image at all (a broken picture with its alt text).
  const src = image.failed ? '' : image.previewUrl || (image.prefix ? assetUrl(image.prefix) : '');
  const uploading = !image.prefix && !image.failed;
  return (
    <Box component="li" sx={{ width: 112, position: 'relative', border: 1, borderColor: image.failed ? 'error.main' : 'divider', borderRadius: 1, p: 0.5 }}>
      {src ? (
        <Box component="img" src={src} alt={translate(completionKey('imagePreview'), { index, name: image.name })} sx={{ width: '100%', height: 72, objectFit: 'cover', display: 'block' }} />
      ) : (
        <Box sx={{ height: 72, display: 'grid', placeItems: 'center' }} aria-label={translate(completionKey('imagePreview'), { index, name: image.name })} role="img">
          {image.failed ? <BrokenImageIcon color="error" /> : <ImageIcon color="disabled" />}
        </Box>
      )}
      <Typography variant="caption" noWrap component="div" title={image.name}>
        {image.name}
      </Typography>
      {uploading && (
        <LinearProgress
          variant="determinate"
          value={image.progress}
          aria-label={translate(completionKey('uploading'), { name: image.name })}
        />
      )}
      {image.failed && (
        <Typography variant="caption" color="error" component="div">
          {image.reason ? translate(image.reason, { _: image.reason }) : translate(completionKey('uploadFailed'))}
        </Typography>
      )}
      <IconButton
        size="small"
        onClick={onRemove}
        disabled={disabled}
        aria-label={translate(completionKey('removeImage'), { name: image.name })}
        sx={{ position: 'absolute', top: 2, right: 2, bgcolor: 'background.paper', '&:hover': { bgcolor: 'background.paper' } }}
      >
        <CloseIcon fontSize="small" />
      </IconButton>
    </Box>
  );
}
