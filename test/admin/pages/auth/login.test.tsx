import { getDefaultNormalizer, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HttpError, memoryStore } from 'react-admin';
import { validationTexts } from '@shared/validation';
import { StandaloneLogin } from '@admin/pages/auth/StandaloneLogin';
import { ADMIN_TEST_TIMEOUT, renderAdmin } from '@test/helpers/renderAdmin';

/** The spec's texts are exact, double space included. */
const exact = { normalizer: getDefaultNormalizer({ collapseWhitespace: false }) };

describe('login page', { timeout: ADMIN_TEST_TIMEOUT }, () => {
  it('shows the spec messages for a missing email and password, then for an invalid email', async () => {
    const user = userEvent.setup();
    const { authProvider } = renderAdmin({ path: '/login', signedIn: false });
    await user.click(await screen.findByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText(validationTexts.emailRequired, exact)).toBeInTheDocument();
    expect(screen.getByText(validationTexts.passwordRequired)).toBeInTheDocument();

    await user.type(screen.getByLabelText('Email'), 'asha@example');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText(validationTexts.emailInvalid)).toBeInTheDocument();
    expect(authProvider.login).not.toHaveBeenCalled();
  });

  it('signs in with what was typed and lands on /dashboard/default', async () => {
    const user = userEvent.setup();
    const { authProvider, pathname } = renderAdmin({ path: '/login', signedIn: false });
    await user.type(await screen.findByLabelText('Email'), 'asha@example.com');
    await user.type(screen.getByLabelText('Password'), 'S3cret!pass');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(authProvider.login).toHaveBeenCalledWith({ email: 'asha@example.com', password: 'S3cret!pass' }));
    await waitFor(() => expect(pathname()).toBe('/dashboard/default'));
  });

  it('shows the server error and keeps what was typed', async () => {
    const user = userEvent.setup();
    const rejection = new HttpError('Invalid email or password', 401, {
      errors: { root: { serverError: 'Invalid email or password' } },
    });
    renderAdmin({ path: '/login', signedIn: false, authProvider: { login: vi.fn(async () => Promise.reject(rejection)) } });
    await user.type(await screen.findByLabelText('Email'), 'asha@example.com');
    await user.type(screen.getByLabelText('Password'), 'wrong-one');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Invalid email or password')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('asha@example.com');
    expect(screen.getByLabelText('Password')).toHaveValue('wrong-one');
  });

  it('after a refusal, the keyboard is back on Sign in, which the submit had disabled', async () => {
    const user = userEvent.setup();
    const rejection = new HttpError('Invalid email or password', 401, { errors: { root: { serverError: 'Invalid email or password' } } });
    const login = vi.fn(async () => {
      // The browser drops the focus of a button being disabled.
      (document.activeElement as HTMLElement | null)?.blur();
      throw rejection;
    });
    renderAdmin({ path: '/login', signedIn: false, authProvider: { login } });
    await user.type(await screen.findByLabelText('Email'), 'asha@example.com');
    await user.type(screen.getByLabelText('Password'), 'wrong-one');
    const signIn = screen.getByRole('button', { name: 'Sign in' });
    signIn.focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Invalid email or password')).toBeInTheDocument();
    await waitFor(() => expect(signIn).toHaveFocus());
  });

  describe('with a form kept when the session ended', () => {
    // The session ended on a review being written; its values wait in this tab's sessionStorage (sessionDraft.ts).
    const keepDraft = () =>
      sessionStorage.setItem('sessionDraft', JSON.stringify({ path: '/review/create', savedAt: Date.now(), values: { name: 'Typed before', isActive: true } }));
    const tokenChecked = { checkAuth: vi.fn(async () => { if (!localStorage.getItem('token')) throw { redirectTo: '/login', message: false }; }) };
    afterEach(() => localStorage.removeItem('token'));

    it('says so, and follows a sign-in made in another tab back to the form with its values, once', async () => {
      keepDraft();
      const { pathname } = renderAdmin({ path: '/login', signedIn: false, authProvider: tokenChecked });
      expect(await screen.findByText('Your unsaved entries are kept: sign in again in this tab to get back to them')).toBeInTheDocument();
      // Another tab signs in: this one went nowhere, and its draft came back at some later sign-in (audit).
      localStorage.setItem('token', 'from-the-other-tab');
      window.dispatchEvent(new StorageEvent('storage', { key: 'token', newValue: 'from-the-other-tab' }));
      await waitFor(() => expect(pathname()).toBe('/review/create'));
      expect(await screen.findByDisplayValue('Typed before')).toBeInTheDocument();
      expect(sessionStorage.getItem('sessionDraft')).toBeNull();
    });

    it('goes back to the form when /login is opened signed in (a reload after signing in elsewhere)', async () => {
      keepDraft();
      localStorage.setItem('token', 'from-the-other-tab');
      const { pathname } = renderAdmin({ path: '/login', signedIn: true, authProvider: tokenChecked });
      await waitFor(() => expect(pathname()).toBe('/review/create'));
      expect(await screen.findByDisplayValue('Typed before')).toBeInTheDocument();
      expect(sessionStorage.getItem('sessionDraft')).toBeNull();
    });
  });

  it('sends a signed-out visitor of an admin page to /login', async () => {
    const { pathname } = renderAdmin({ path: '/controls/settings', signedIn: false });
    await screen.findByRole('button', { name: 'Sign in' });
    expect(pathname()).toBe('/login');
  });
});

describe('stand-alone login page (first load, without <Admin>)', { timeout: ADMIN_TEST_TIMEOUT }, () => {
  it('validates, signs in with what was typed and hands over with the login answer’s path', async () => {
    const user = userEvent.setup();
    const login = vi.fn(async () => ({ redirectTo: '/dashboard/default' }));
    const onLoggedIn = vi.fn();
    render(<StandaloneLogin authProvider={{ login }} onLoggedIn={onLoggedIn} />);
    await user.click(await screen.findByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText(validationTexts.emailRequired, exact)).toBeInTheDocument();

    await user.type(screen.getByLabelText('Email'), 'asha@example.com');
    await user.type(screen.getByLabelText('Password'), 'S3cret!pass');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(onLoggedIn).toHaveBeenCalledWith('/dashboard/default'));
    expect(login).toHaveBeenCalledWith({ email: 'asha@example.com', password: 'S3cret!pass' });
    // The email typed goes with "Forgot password?" (the reset form starts with it).
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/forgot-password?email=asha%40example.com');
  });
});

describe('stand-alone login page in French', { timeout: ADMIN_TEST_TIMEOUT }, () => {
  afterEach(() => localStorage.clear());

  it('shows the server’s refusal in French, keeping what was typed', async () => {
    localStorage.setItem('RaStoreEstateAdmin.locale', JSON.stringify('fr'));
    const user = userEvent.setup();
    const rejection = new HttpError('Invalid email or password', 401, { errors: { root: { serverError: 'Invalid email or password' } } });
    const { container } = render(<StandaloneLogin authProvider={{ login: vi.fn(async () => Promise.reject(rejection)) }} onLoggedIn={vi.fn()} />);
    await screen.findByRole('button', { name: 'Se connecter' });
    await user.type(container.querySelector('input[name="email"]')!, 'asha@example.com');
    await user.type(container.querySelector('input[name="password"]')!, 'wrong-one');
    await user.click(screen.getByRole('button', { name: 'Se connecter' }));
    expect(await screen.findByText('E-mail ou mot de passe incorrect')).toBeInTheDocument();
    expect(container.querySelector('input[name="email"]')).toHaveValue('asha@example.com');
  });

  it('keeps what was typed when the language is switched', async () => {
    const user = userEvent.setup();
    const { container } = render(<StandaloneLogin authProvider={{ login: vi.fn() }} onLoggedIn={vi.fn()} store={memoryStore({ locale: 'en' })} />);
    await user.type(await screen.findByLabelText('Email'), 'asha@example.com');
    await user.type(screen.getByLabelText('Password'), 'S3cret!pass');
    await user.click(screen.getByRole('button', { name: 'Language: English' }));
    await user.click(screen.getByRole('menuitemradio', { name: 'Français' }));
    await screen.findByRole('button', { name: 'Se connecter' });
    await waitFor(() => expect(container.querySelector('input[name="email"]')).toHaveValue('asha@example.com'));
    expect(container.querySelector('input[name="password"]')).toHaveValue('S3cret!pass');
  });
});
