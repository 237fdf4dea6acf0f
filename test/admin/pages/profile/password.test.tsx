import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { HttpError } from 'react-admin';
import { validationTexts } from '@shared/validation';
import { ADMIN_TEST_TIMEOUT, renderAdmin } from '@test/helpers/renderAdmin';

const PATH = '/apps/profiles/account/password';

/** The form with a server that refuses the change with `refusal`, filled in (`current` as the current password) and sent. */
async function submitRefused(refusal: HttpError, current = 'Old!Pass1') {
  const user = userEvent.setup();
  renderAdmin({ path: PATH, authProvider: { updatePassword: vi.fn(async () => Promise.reject(refusal)) } });
  await user.type(await screen.findByLabelText('Current password'), current);
  await user.type(screen.getByLabelText('New password'), 'Str0ng!Pass');
  await user.type(screen.getByLabelText('Confirm password'), 'Str0ng!Pass');
  await user.click(screen.getByRole('button', { name: 'Update password' }));
}

describe('password change', { timeout: ADMIN_TEST_TIMEOUT }, () => {
  it('asks for the three fields, then for the password rule, then for matching passwords', async () => {
    const user = userEvent.setup();
    const { authProvider } = renderAdmin({ path: PATH });
    const submit = await screen.findByRole('button', { name: 'Update password' });
    await user.click(submit);
    expect(await screen.findByText(validationTexts.passwordRequired)).toBeInTheDocument();
    expect(screen.getByText(validationTexts.confirmPasswordRequired)).toBeInTheDocument();
    expect(screen.getByText(validationTexts.currentPasswordRequired)).toBeInTheDocument();

    await user.type(screen.getByLabelText('New password'), 'weakpass');
    await user.type(screen.getByLabelText('Confirm password'), 'alllowercase1!');
    await user.click(submit);
    await waitFor(() => expect(screen.getAllByText(validationTexts.passwordInvalid)).toHaveLength(2));

    await user.clear(screen.getByLabelText('New password'));
    await user.clear(screen.getByLabelText('Confirm password'));
    await user.type(screen.getByLabelText('New password'), 'Str0ng!Pass');
    await user.type(screen.getByLabelText('Confirm password'), 'Str0ng!Pasz');
    await user.click(submit);
    expect(await screen.findByText(validationTexts.passwordMismatch)).toBeInTheDocument();
    expect(authProvider.updatePassword).not.toHaveBeenCalled();
  });

  it('sends the current and the new password, confirms it and empties the form', async () => {
    const user = userEvent.setup();
    const { authProvider } = renderAdmin({ path: PATH });
    await user.type(await screen.findByLabelText('Current password'), 'Old!Pass1');
    await user.type(screen.getByLabelText('New password'), 'Str0ng!Pass');
    await user.type(screen.getByLabelText('Confirm password'), 'Str0ng!Pass');
    await user.click(screen.getByRole('button', { name: 'Update password' }));
    await waitFor(() => expect(authProvider.updatePassword).toHaveBeenCalledWith({ currentPassword: 'Old!Pass1', password: 'Str0ng!Pass', confirmPassword: 'Str0ng!Pass' }));
    expect(await screen.findByText('Password updated. Every other session of this account (other browsers and devices) is signed out.')).toBeInTheDocument();
    // The new password does not stay on screen.
    expect(screen.getByLabelText('Current password')).toHaveValue('');
    expect(screen.getByLabelText('New password')).toHaveValue('');
    expect(screen.getByLabelText('Confirm password')).toHaveValue('');
  });

  it('says a wrong current password on its field and keeps what was typed', async () => {
    const refusal = new HttpError('app.validation.currentPasswordWrong', 400, {
      errors: { currentPassword: 'app.validation.currentPasswordWrong', root: { serverError: 'app.validation.currentPasswordWrong' } },
    });
    await submitRefused(refusal, 'Guess!ed1');
    expect(await screen.findByText(validationTexts.currentPasswordWrong)).toBeInTheDocument();
    expect(screen.getByLabelText('Current password')).toHaveValue('Guess!ed1');
    expect(screen.getByLabelText('New password')).toHaveValue('Str0ng!Pass');
  });

  it('says a refusal the server names a field for once, on that field, not again above the button', async () => {
    const refusal = new HttpError('app.validation.passwordUnchanged', 400, {
      errors: { password: 'app.validation.passwordUnchanged', root: { serverError: 'app.validation.passwordUnchanged' } },
    });
    await submitRefused(refusal);
    expect(await screen.findByText(validationTexts.passwordUnchanged)).toBeInTheDocument();
    expect(screen.getAllByText(validationTexts.passwordUnchanged)).toHaveLength(1);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows a server refusal next to the field and keeps what was typed', async () => {
    const refusal = new HttpError('Validation failed', 400, {
      errors: { password: 'app.validation.passwordInvalid', root: { serverError: 'Validation failed' } },
    });
    await submitRefused(refusal);
    expect(await screen.findByText('Validation failed')).toBeInTheDocument();
    expect(screen.getByText(validationTexts.passwordInvalid)).toBeInTheDocument();
    expect(screen.getByLabelText('New password')).toHaveValue('Str0ng!Pass');
  });
});
