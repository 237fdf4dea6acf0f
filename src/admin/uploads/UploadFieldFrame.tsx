/** The frame every upload input shares: a fieldset titled like react-admin inputs, problems and helper text. */
import ReplayIcon from '@mui/icons-material/Replay';
import { Box, Button, FormControl, FormHelperText, FormLabel } from '@mui/material';
import type { ReactNode } from 'react';
import { FieldTitle, InputHelperText, useTranslate, type UseInputValue } from 'react-admin';
import { uploadKey } from './messages';

export type UploadFieldFrameProps = {
  input: UseInputValue;
  source: string;
  resource?: string;
  label?: string | false;
  helperText?: string | false;
  /** Messages about the files just chosen (wrong type, failed upload); already translated. */
  problems: readonly string[];
  /** Files whose upload failed and may get through on a second try, and that try. */
  retry?: { files: readonly File[]; run(files: File[]): void };
  children: ReactNode;
};

export function UploadFieldFrame({ input, source, resource, label, helperText, problems, retry, children }: UploadFieldFrameProps) {
  const translate = useTranslate();
  const { fieldState, formState, isRequired, id } = input;
  const error = fieldState.error && (fieldState.isTouched || formState.isSubmitted) ? fieldState.error.message : undefined;
  return (
    <FormControl component="fieldset" error={Boolean(error)} fullWidth margin="dense" id={id}>
      {label !== false && (
        <FormLabel component="legend" sx={{ mb: 1 }}>
          <FieldTitle label={label} source={source} resource={resource} isRequired={isRequired} />
        </FormLabel>
      )}
      {children}
      {problems.map((problem) => (
        <FormHelperText key={problem} error role="alert">
          {problem}
        </FormHelperText>
      ))}
      {retry && retry.files.length > 0 && (
        <Box>
          <Button size="small" startIcon={<ReplayIcon />} onClick={() => retry.run([...retry.files])}>
            {translate(uploadKey('retryFailed'), { smart_count: retry.files.length })}
          </Button>
        </Box>
      )}
      {(error || helperText) && (
        <FormHelperText error={Boolean(error)}>
          <InputHelperText error={error} helperText={helperText} />
        </FormHelperText>
      )}
    </FormControl>
  );
}
