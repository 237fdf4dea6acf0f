/**
 * The prerendered login form is hydrated with the mode decided when the page started: a token stored before React
 * renders it (another tab signing in meanwhile) made the hydration render the admin instead, a mismatch (React
 * error #418) that replaced the form.
 */
import { screen, waitFor } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { renderLoginPage } from '@admin/prerender/loginMarkup';
import { renderRoot } from '@admin/Root';

afterEach(() => {
  localStorage.clear();
  document.body.innerHTML = '';
});

it('keeps the prerendered login form when a token is stored between the start and the first render', async () => {
  window.history.replaceState(null, '', '/login');
  document.body.innerHTML = `<div id="root">${renderLoginPage().markup}</div>`;
  const email = screen.getByRole('textbox', { name: /email/i });
  const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  renderRoot();
  localStorage.setItem('token', 'from-another-tab');
  // Hydrated: React owns the form and enables its button.
  await waitFor(() => expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled(), { timeout: 20_000 });
  expect(screen.getByRole('textbox', { name: /email/i })).toBe(email);
  expect(errors.mock.calls.flat().map(String).join('\n')).not.toMatch(/hydrat|#418/i);
});
