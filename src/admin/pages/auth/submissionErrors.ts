import { HttpError } from 'react-admin';

type SubmissionErrors = Record<string, unknown> & { root: { serverError: string } };

/**
 * What a failed submit hands back to react-admin's `<Form>`: the server's per-field messages (the http
 * client's HttpError body) and a form-level `root.serverError`; what the user typed stays in the form.
 */
export function submissionErrors(error: unknown, fallback: string): SubmissionErrors {
  if (error instanceof HttpError && error.body && typeof error.body === 'object' && 'errors' in error.body) {
    const errors = (error.body as { errors?: unknown }).errors;
    if (errors && typeof errors === 'object' && 'root' in errors) return errors as SubmissionErrors;
  }
  const message = error instanceof Error && error.message ? error.message : fallback;
  return { root: { serverError: message } };
}
