import { schemaResolver } from '@admin/forms/schemaResolver';
import { Alert, Button, CircularProgress, Stack } from '@mui/material';
import { useRef, type ReactNode } from 'react';
import { useFormState, type FieldValues, type Resolver } from 'react-hook-form';
import { Form, useTranslate } from 'react-admin';
import { KeepTypedValues } from '@admin/forms/KeepTypedValues';
import { useFocusAfterBusy } from '@admin/forms/useFocusAfterBusy';
import type { z } from 'zod';
import { submissionErrors } from './submissionErrors';

export type AuthFormProps<T extends FieldValues> = {
  schema: z.ZodType<T, FieldValues>;
  defaultValues: T;
  /** Resolves on success; a rejection's messages show in the form, next to the fields when the server names them. */
  onSubmit(values: T): Promise<unknown>;
  submitLabel: string;
  children: ReactNode;
  /** Shown above the button once a submit succeeded (the form keeps its place). */
  successMessage?: string | null;
};

/** A small react-admin form validated by one of the shared zod schemas (the same rules the server applies). */
export function AuthForm<T extends FieldValues>({ schema, defaultValues, onSubmit, submitLabel, children, successMessage }: AuthFormProps<T>) {
  const handleSubmit = async (values: FieldValues) => {
    try {
      await onSubmit(values as T);
      return undefined;
    } catch (error) {
      return submissionErrors(error, 'app.auth.requestFailed');
    }
  };
  return (
    // The form says what is wrong in place (fields, and ServerError above the button): react-admin's toast of the
    // same refusal would be its third time on screen.
    <Form resolver={schemaResolver(schema) as unknown as Resolver} defaultValues={defaultValues} onSubmit={handleSubmit} disableInvalidFormNotification>
      <KeepTypedValues />
      <Stack spacing={1}>
        {children}
        <ServerError />
        {successMessage ? <Alert severity="success">{successMessage}</Alert> : null}
        <SubmitButton label={submitLabel} />
      </Stack>
    </Form>
  );
}

/** The server's refusal above the button, unless a field already says it (the server named that field). */
function ServerError() {
  const translate = useTranslate();
  const { errors } = useFormState();
  const message = errors.root?.serverError?.message;
  if (typeof message !== 'string' || message === '') return null;
  const onAField = Object.entries(errors).some(([field, error]) => field !== 'root' && (error as { message?: unknown } | undefined)?.message === message);
  if (onAField) return null;
  return <Alert severity="error">{translate(message, { _: message })}</Alert>;
}

function SubmitButton({ label }: { label: string }) {
  const translate = useTranslate();
  const { isSubmitting } = useFormState();
  const button = useRef<HTMLButtonElement>(null);
  useFocusAfterBusy(button, isSubmitting);
  return (
    <Button
      ref={button}
      type="submit"
      variant="contained"
      size="large"
      disabled={isSubmitting}
      startIcon={isSubmitting ? <CircularProgress size={18} color="inherit" /> : undefined}
      fullWidth
      sx={{ mt: 1 }}
    >
      {translate(label)}
    </Button>
  );
}
