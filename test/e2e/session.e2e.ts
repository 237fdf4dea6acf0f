import { expect, test } from './support/fixtures';
import { seriousViolations } from './support/axe';
import { AppShell, FormPage, LoginPage } from './support/pages';

test('the login page has no serious accessibility violations', async ({ page }) => {
  const login = new LoginPage(page);
  await login.goto();
  expect(await seriousViolations(page)).toEqual([]);
});

test('a wrong password keeps the user on the login page with the server message', async ({ page }) => {
  const login = new LoginPage(page);
  await login.goto();
  await login.login('admin@example.com', 'Wrong@12345');
  await expect(page).toHaveURL(/\/login/);
  await expect(login.email()).toHaveValue('admin@example.com');
  await expect(page.getByRole('alert').first()).toBeVisible();
});

test('with registration closed (the default), the login page offers no Create an account, and /register says why', async ({ page, consoleErrors }) => {
  const login = new LoginPage(page);
  await login.goto();
  await expect(page.getByRole('link', { name: 'Forgot password?' })).toBeVisible();
  await expect(page.getByText('No account yet?')).toBeHidden();
  await expect(page.getByRole('link', { name: 'Create an account' })).toBeHidden();
  // Typed in, the address still answers, with the reason instead of a form.
  await page.goto('/register');
  await expect(page.getByRole('status').filter({ hasText: 'Registration is disabled; ask an administrator for an account' })).toBeVisible();
  await expect(page.getByLabel('Name')).toHaveCount(0);
  await page.getByRole('link', { name: 'Back to sign in' }).click();
  await expect(login.email()).toBeVisible();
  // The login page the admin itself renders (after Back to sign in) hides it too.
  await expect(page.getByRole('link', { name: 'Create an account' })).toBeHidden();
  expect(consoleErrors).toEqual([]);
});

test('login → dashboard → language and theme → logout', async ({ page, request, consoleErrors }) => {
  const login = new LoginPage(page);
  await login.goto();
  await login.login();
  await expect(page).toHaveURL(/\/dashboard\/default/);
  // The sign-in button went away with the login page: the focus is on the dashboard's heading, not lost.
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeFocused();

  const shell = new AppShell(page);
  const menu = page.getByRole('navigation').first();
  for (const entry of ['Dashboard', 'Property Listing', 'Service Creation', 'Service Order', 'Property Leads', 'Plots for Sale', 'Plots To Buy', 'Construction Leads', 'Blog', 'Review', 'Support', 'Events', 'Image Upload']) {
    await expect(menu.getByRole('menuitem', { name: entry, exact: true })).toBeVisible();
  }
  expect(await seriousViolations(page)).toEqual([]);

  // Language: French, then back to English; the choice survives a reload.
  await page.getByRole('button', { name: /language|langue|english/i }).first().click();
  await page.getByRole('menuitemradio', { name: /français/i }).click();
  await expect(menu.getByRole('menuitem', { name: 'Tableau de bord', exact: true })).toBeVisible();
  await page.reload();
  await expect(menu.getByRole('menuitem', { name: 'Tableau de bord', exact: true })).toBeVisible();
  await page.getByRole('button', { name: /langue|language|français/i }).first().click();
  await page.getByRole('menuitemradio', { name: /english/i }).click();
  await expect(menu.getByRole('menuitem', { name: 'Dashboard', exact: true })).toBeVisible();

  // Theme: a preset and dark mode from /controls/settings apply at once and persist.
  const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  const before = await background();
  await page.goto('/controls/settings');
  await page.getByRole('radio', { name: /dark/i }).check();
  await expect.poll(background).not.toBe(before);
  const dark = await background();
  await page.getByRole('radio', { name: /theme ?3/i }).check();
  await page.reload();
  await expect(page.getByRole('radio', { name: /theme ?3/i })).toBeChecked();
  expect(await background()).toBe(dark);

  const token = await page.evaluate(() => localStorage.getItem('token'));
  await shell.logout();
  await expect(page).toHaveURL(/\/login/);
  expect(await page.evaluate(() => localStorage.length)).toBe(0);
  // The preferences went with it, and the login page shows so without a reload: light, default colours.
  await expect.poll(background).toBe(before);
  // The session ended on the server too: the token it held is refused.
  await expect
    .poll(async () => (await request.get('/api/v1/auth/user/me', { headers: { authorization: `Bearer ${token}` } })).status())
    .toBe(401);
  await page.goto('/dashboard/default');
  await expect(page).toHaveURL(/\/login/);
  expect(consoleErrors).toEqual([]);
});

test('signed out elsewhere (the token gone), the next page says so in plain words and goes to the login', async ({ adminPage: page }) => {
  await page.goto('/property');
  await expect(page.locator('tbody tr').first()).toBeVisible();
  await page.evaluate("localStorage.removeItem('token')");
  await page.getByRole('navigation').first().getByRole('menuitem', { name: 'Events', exact: true }).click();
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByText('Session is no longer valid, please log in again')).toBeVisible();
  await expect(page.getByText('Token Missing')).toHaveCount(0);
});

test('a token the server no longer knows (401): the login keeps the admin’s language and lists’ settings, only the token goes', async ({ adminPage: page }) => {
  await page.goto('/property');
  await expect(page.locator('tbody tr').first()).toBeVisible();
  await page.getByRole('button', { name: 'Language' }).click();
  await page.getByRole('menuitemradio', { name: /Français/ }).click();
  await expect(page.getByRole('button', { name: 'Langue' })).toBeVisible();
  await page.evaluate("localStorage.setItem('token', 'unknown-to-the-server')");
  await page.getByRole('navigation').first().getByRole('menuitem', { name: 'Blog', exact: true }).click();
  await expect(page).toHaveURL(/\/login/);
  // Still in French: the sign-in button reads "Se connecter".
  await expect(page.getByRole('button', { name: 'Se connecter' })).toBeVisible();
  const kept = await page.evaluate(() => ({ token: localStorage.getItem('token'), role: localStorage.getItem('role'), locale: localStorage.getItem('RaStoreEstateAdmin.locale') }));
  expect(kept).toEqual({ token: null, role: 'admin', locale: '"fr"' });
});

test('signed out in another tab while a form is open here: the app bar’s Refresh keeps what was typed for after signing in', async ({ adminPage: page }) => {
  const form = new FormPage(page);
  await page.goto('/review/create');
  await form.field('Name').fill('Kept over a sign-out elsewhere');
  // The other tab's logout removes the token this tab shares; nothing is sent until the admin acts here.
  await page.evaluate("localStorage.removeItem('token')");
  await page.getByRole('banner').getByRole('button', { name: /Refresh/ }).click();
  await expect(page).toHaveURL(/\/login/);
  await new LoginPage(page).login();
  await expect(page).toHaveURL(/\/review\/create$/);
  await expect(form.field('Name')).toHaveValue('Kept over a sign-out elsewhere');
});

test('signed out in another tab: this tab goes to the login at once, and signing in returns to its form with what was typed', async ({ adminPage: page, context }) => {
  const form = new FormPage(page);
  await page.goto('/review/create');
  await form.field('Name').fill('Typed before the other tab signed out');
  const other = await context.newPage();
  await other.goto('/dashboard/default');
  await other.evaluate("localStorage.removeItem('token')");
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByText('Session is no longer valid, please log in again')).toBeVisible();
  await other.close();
  await new LoginPage(page).login();
  await expect(page).toHaveURL(/\/review\/create$/);
  await expect(form.field('Name')).toHaveValue('Typed before the other tab signed out');
});

test('a session that ends while a form is open: signing in again returns to the form with what was typed', async ({ adminPage: page }) => {
  const form = new FormPage(page);
  await page.goto('/review/create');
  await form.field('Name').fill('Draft kept across sign-in');
  await form.field('Description').fill('Typed before the session ended.');

  // The server no longer knows the token (as when it expires): the save's 401 ends the session, without the
  // unsaved-changes question (the values are kept for after the sign-in).
  const asked: string[] = [];
  page.on('dialog', (dialog) => {
    asked.push(dialog.message());
    void dialog.accept();
  });
  await page.evaluate("localStorage.setItem('token', 'expired-token')");
  // Each change of address the admin makes from here on is counted: the session's end is one trip to /login.
  // (Once, router updates that React kept postponing let react-admin log out over and over for ~12 s, with a
  // blank page meanwhile.)
  await page.evaluate(`(() => {
    window.__addressChanges = [];
    for (const name of ['pushState', 'replaceState']) {
      const original = History.prototype[name];
      History.prototype[name] = function (state, title, url) {
        window.__addressChanges.push(String(url));
        return original.call(this, state, title, url);
      };
    }
  })()`);
  await form.save();
  await expect(page).toHaveURL(/\/login$/);
  await expect(new LoginPage(page).email()).toBeVisible();
  expect(await page.evaluate('window.__addressChanges')).toEqual(['/login']);

  const login = new LoginPage(page);
  await login.login();
  await expect(page).toHaveURL(/\/review\/create$/);
  await expect(page.getByText('Your unsaved entries on this form were put back: check them, then save')).toBeVisible();
  await expect(form.field('Name')).toHaveValue('Draft kept across sign-in');
  await expect(form.field('Description')).toHaveValue('Typed before the session ended.');

  // The draft is put back once, then forgotten.
  expect(await page.evaluate("sessionStorage.getItem('sessionDraft')")).toBeNull();
  expect(asked).toEqual([]);
});

test('leaving a form with unsaved entries asks first: staying keeps them, leaving goes', async ({ adminPage: page }) => {
  const form = new FormPage(page);
  await page.goto('/review/create');
  await form.field('Name').fill('Half-typed review');
  const menu = page.getByRole('navigation').first();

  const asked: string[] = [];
  let answer: 'stay' | 'leave' = 'stay';
  page.on('dialog', (dialog) => {
    asked.push(dialog.message());
    void (answer === 'stay' ? dialog.dismiss() : dialog.accept());
  });
  await menu.getByRole('menuitem', { name: 'Blog', exact: true }).click();
  await expect.poll(() => asked).toEqual(["Some of your changes weren't saved. Are you sure you want to ignore them?"]);
  await expect(page).toHaveURL(/\/review\/create$/);
  await expect(form.field('Name')).toHaveValue('Half-typed review');

  answer = 'leave';
  await menu.getByRole('menuitem', { name: 'Blog', exact: true }).click();
  await expect(page).toHaveURL(/\/blog(\?.*)?$/);
  expect(asked).toHaveLength(2);
});

test('logging out from a form with unsaved entries asks first: staying keeps them', async ({ adminPage: page }) => {
  const form = new FormPage(page);
  const shell = new AppShell(page);
  await page.goto('/review/create');
  await form.field('Name').fill('Typed before logging out');
  const asked: string[] = [];
  let answer: 'stay' | 'leave' = 'stay';
  page.on('dialog', (dialog) => {
    asked.push(dialog.message());
    void (answer === 'stay' ? dialog.dismiss() : dialog.accept());
  });

  await shell.logout();
  await expect.poll(() => asked).toHaveLength(1);
  await expect(page).toHaveURL(/\/review\/create$/);
  await expect(form.field('Name')).toHaveValue('Typed before logging out');
  expect(await page.evaluate("localStorage.getItem('token')")).not.toBeNull();

  answer = 'leave';
  await page.keyboard.press('Escape'); // the profile menu may still be open
  await shell.logout();
  await expect(page).toHaveURL(/\/login$/);
  await expect(new LoginPage(page).email()).toBeVisible();
  expect(asked).toHaveLength(2);
});

test('a session that ends on saving an edited review: signing in returns to that review with what was typed', async ({ adminPage: page }) => {
  const form = new FormPage(page);
  await page.goto('/review');
  await page.getByRole('table').first().locator('tbody').getByRole('row').first().click();
  await expect(page).toHaveURL(/\/review\/[^/]+$/);
  const editPath = new URL(page.url()).pathname;
  await form.field('Name').fill('Edited before the session ended');
  const asked: string[] = [];
  page.on('dialog', (dialog) => {
    asked.push(dialog.message());
    void dialog.accept();
  });

  await page.evaluate("localStorage.setItem('token', 'expired-token')");
  await form.save();
  await expect(page).toHaveURL(/\/login$/);
  await new LoginPage(page).login();
  await expect(page).toHaveURL(new RegExp(`${editPath}$`));
  await expect(page.getByText('Your unsaved entries on this form were put back: check them, then save')).toBeVisible();
  await expect(form.field('Name')).toHaveValue('Edited before the session ended');
  expect(asked).toEqual([]);
});

test('switching the language re-renders an open form in place: values, messages and focus stay, still unsaved', async ({ adminPage: page }) => {
  const form = new FormPage(page);
  await page.goto('/review/create');
  await form.field('Name').fill('Typed before switching language');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Please enter description')).toBeVisible();
  const asked: string[] = [];
  page.on('dialog', (dialog) => {
    asked.push(dialog.message());
    void dialog.dismiss();
  });
  const nameInput = await page.getByRole('textbox', { name: /name/i }).first().elementHandle();
  await page.getByRole('button', { name: /english/i }).first().click();
  await page.getByRole('menuitemradio', { name: /français/i }).click();
  await expect(page.getByRole('button', { name: /français/i }).first()).toBeFocused();
  await expect(page.getByRole('button', { name: 'Enregistrer' })).toBeVisible();
  await expect(page.getByText('Veuillez saisir la description')).toBeVisible();
  // The same input, not a new one: nothing was remounted.
  expect(await nameInput!.evaluate((input) => input.isConnected && (input as HTMLInputElement).value)).toBe('Typed before switching language');
  expect(asked).toEqual([]);
  // Leaving still asks: the values are still unsaved changes.
  await page.getByRole('menuitem', { name: /avis|review/i }).first().click();
  await expect.poll(() => asked).toHaveLength(1);
  await expect(page).toHaveURL(/\/review\/create$/);
});
