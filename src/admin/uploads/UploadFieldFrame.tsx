/** The frame every upload input shares: a fieldset titled like react-admin inputs, problems and helper text. */
import { Box, FormControl, FormHelperText, FormLabel } from '@mui/material';
import { useForkRef } from '@mui/material/utils';
import type { ReactNode, Ref } from 'react';
import { FieldTitle, InputHelperText, type UseInputValue } from 'react-admin';
import { RetryUploadsButton } from './RetryUploadsButton';

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

/** The field's error as react-admin inputs show it: once touched or after a Save. */
function shownError({ fieldState, formState }: UseInputValue) {
  return fieldState.error && (fieldState.isTouched || formState.isSubmitted) ? fieldState.error.message : undefined;
}

const errorIdOf = (input: UseInputValue) => `${input.id}-error`;

/**
 * What the field's file chooser button needs to stand for the field: the form's ref, so a Save refused for this
 * field moves the focus to it as it does to a text field (audit: it stayed on Save, nothing saying where), and
 * the id of the error that describes it. `ownRef`: a ref the input keeps to the button itself.
 */
export function usePickerForField(input: UseInputValue, ownRef?: Ref<HTMLButtonElement>) {
  const buttonRef = useForkRef(input.field.ref, ownRef);
  return { buttonRef, describedBy: shownError(input) ? errorIdOf(input) : undefined };
}

export function UploadFieldFrame({ input, source, resource, label, helperText, problems, retry, children }: UploadFieldFrameProps) {
  const { isRequired, id } = input;
  const error = shownError(input);
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
          <RetryUploadsButton files={retry.files} onRetry={retry.run} />
        </Box>
      )}
      {(error || helperText) && (
        <FormHelperText error={Boolean(error)} id={error ? errorIdOf(input) : undefined}>
          <InputHelperText error={error} helperText={helperText} />
        </FormHelperText>
      )}
    </FormControl>
  );
}
