import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { validationTexts } from '@shared/validation';
import { ADMIN_TEST_TIMEOUT, renderAdmin } from '@test/helpers/renderAdmin';

describe('public password reset pages', { timeout: ADMIN_TEST_TIMEOUT }, () => {
  it('Forgot password? on the login page carries the email typed there, and the reset form starts with it', async () => {
    const user = userEvent.setup();
    const { pathname } = renderAdmin({ path: '/login', signedIn: false });
    expect(await screen.findByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/forgot-password');
    await user.type(screen.getByLabelText('Email'), ' ravi@example.com ');
    await user.click(screen.getByRole('link', { name: 'Forgot password?' }));
    await waitFor(() => expect(pathname()).toBe('/forgot-password'));
    expect(await screen.findByLabelText('Email')).toHaveValue('ravi@example.com');
  });

  it('forgot password → check mail → 4-digit code → new password → sign in, without a session', async () => {
    const user = userEvent.setup();
    const { authProvider, pathname, search } = renderAdmin({ path: '/forgot-password', signedIn: false });

    await user.type(await screen.findByLabelText('Email'), 'asha@example.com');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await waitFor(() => expect(authProvider.forgotPassword).toHaveBeenCalledWith({ email: 'asha@example.com' }));
    expect(await screen.findByText('If asha@example.com is an administrator’s address, a verification code is on its way there.')).toBeInTheDocument();
    expect(pathname()).toBe('/check-mail');

    await user.click(screen.getByRole('link', { name: 'Enter the code' }));
    const code = await screen.findByLabelText('Verification code');
    expect(screen.getByLabelText('Email')).toHaveValue('asha@example.com');
    // Letters are not taken.
    await user.type(code, 'a1b2');
    expect(code).toHaveValue('12');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText(validationTexts.codeInvalid)).toBeInTheDocument();
    await user.type(code, '34');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(authProvider.verifyCode).toHaveBeenCalledWith({ email: 'asha@example.com', code: '1234' }));

    await waitFor(() => expect(pathname()).toBe('/reset-password'));
    // The code is carried, not written in the address (where the browser's history would keep it).
    await screen.findByLabelText('Confirm password');
    expect(screen.getByLabelText('Verification code')).toHaveValue('1234');
    expect(search()).toBe('?email=asha%40example.com');
    await user.type(await screen.findByLabelText('Password'), 'lowercase-only');
    await user.type(screen.getByLabelText('Confirm password'), 'lowercase-only');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    await waitFor(() => expect(screen.getAllByText(validationTexts.passwordInvalid)).toHaveLength(2));
    await user.clear(screen.getByLabelText('Password'));
    await user.clear(screen.getByLabelText('Confirm password'));
    await user.type(screen.getByLabelText('Password'), 'Str0ng!Pass');
    await user.type(screen.getByLabelText('Confirm password'), 'Str0ng!Pass');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    await waitFor(() =>
      expect(authProvider.resetPassword).toHaveBeenCalledWith({
        email: 'asha@example.com',
        code: '1234',
        password: 'Str0ng!Pass',
        confirmPassword: 'Str0ng!Pass',
      }),
    );
    await waitFor(() => expect(pathname()).toBe('/login'));
  });

  it('says that registration is closed, instead of a form the server would refuse once filled in', async () => {
    const { authProvider } = renderAdmin({ path: '/register', signedIn: false, authProvider: { registrationOpen: vi.fn(async () => false) } });
    expect(await screen.findByRole('status')).toHaveTextContent('Registration is disabled; ask an administrator for an account');
    expect(screen.queryByLabelText('Name')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Register' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toBeInTheDocument();
    expect(authProvider.register).not.toHaveBeenCalled();
  });

  it('registers a new administrator with the name rule and the password rule', async () => {
    const user = userEvent.setup();
    const { authProvider, pathname } = renderAdmin({ path: '/register', signedIn: false });
    await user.click(await screen.findByRole('button', { name: 'Register' }));
    expect(await screen.findByText(validationTexts.nameRequired)).toBeInTheDocument();

    await user.type(screen.getByLabelText('Name'), 'Ravi');
    await user.type(screen.getByLabelText('Email'), 'ravi@example.com');
    await user.type(screen.getByLabelText('Password'), 'Str0ng!Pass');
    await user.type(screen.getByLabelText('Confirm password'), 'Str0ng!Pass');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() =>
      expect(authProvider.register).toHaveBeenCalledWith({
        name: 'Ravi',
        email: 'ravi@example.com',
        password: 'Str0ng!Pass',
        confirmPassword: 'Str0ng!Pass',
      }),
    );
    await waitFor(() => expect(pathname()).toBe('/login'));
  });
});
