/** Page objects per view kind, built on role and label locators (no CSS classes). */
import { expect, type Locator, type Page } from '@playwright/test';
import { APP_STORE_PREFIX } from '@admin/layout/storeKey';
import { ADMIN } from './credentials';

export class LoginPage {
  constructor(readonly page: Page) {}
  readonly email = () => this.page.getByLabel(/email/i);
  readonly password = () => this.page.getByLabel(/^password$/i);
  readonly submit = () => this.page.getByRole('button', { name: /sign in|log ?in|login/i });

  /** The form shows from the prerendered HTML; it is usable once React has it (the sign-in button is enabled). */
  async goto() {
    await this.page.goto('/login');
    await expect(this.email()).toBeVisible();
    await expect(this.submit()).toBeEnabled();
  }

  async login(email: string = ADMIN.email, password: string = ADMIN.password) {
    await this.email().fill(email);
    await this.password().fill(password);
    await this.submit().click();
  }
}

/** The authenticated layout: side menu, top bar, profile menu. */
export class AppShell {
  constructor(readonly page: Page) {}
  readonly menu = () => this.page.getByRole('navigation').or(this.page.getByRole('menu')).first();
  readonly menuItems = () => this.page.getByRole('navigation').getByRole('menuitem');
  readonly userMenuButton = () => this.page.getByRole('button', { name: /profile|account|user/i }).first();

  async openFromMenu(name: string | RegExp) {
    await this.page.getByRole('menuitem', { name }).first().click();
  }

  async logout() {
    await this.userMenuButton().click();
    await this.page.getByRole('menuitem', { name: /logout|log out|déconnexion|deconectare|退出|注销/i }).click();
  }
}

/** A react-admin list: rows, search, column sort, pagination. */
export class ListPage {
  constructor(readonly page: Page) {}
  readonly table = () => this.page.getByRole('table').first();
  readonly rows = () => this.table().locator('tbody').getByRole('row');
  readonly searchBox = () => this.page.getByRole('textbox', { name: /search/i }).first();

  async goto(path: string) {
    await this.page.goto(path);
    await this.waitForRows();
  }

  async waitForRows() {
    await expect(this.rows().first()).toBeVisible();
  }

  /**
   * Types into the search box and waits for the list's answer to that search. react-admin applies the filter
   * after a debounce; leaving the list before it is applied sends the browser back to the list (react-admin
   * #7368), so a test must not move on while the search is still pending.
   */
  async search(text: string) {
    const box = this.searchBox();
    if ((await box.inputValue()) === text) {
      // The list kept this search from an earlier visit: nothing new will be asked.
      await this.page.waitForLoadState('networkidle');
      return;
    }
    const answered = this.page.waitForResponse((response) => {
      const url = new URL(response.url());
      return url.pathname.startsWith('/api/v1/') && url.searchParams.get('search')?.trim() === text.trim();
    });
    await box.fill(text);
    await answered;
    await this.page.waitForLoadState('networkidle');
  }

  /**
   * Types a start and end day (MM/DD/YYYY, as the pickers show them) into the list's date range and searches,
   * waiting for the list's answer to that range. The pickers' code loads when the start field (a stand-in until
   * then) takes the focus.
   */
  async dateRange(start: string, end: string) {
    const ymd = (mdy: string) => mdy.replace(/^(\d\d)\/(\d\d)\/(\d{4})$/, '$3-$1-$2');
    const standIn = this.page.getByRole('textbox', { name: 'Start date' });
    if (await standIn.count()) await standIn.click();
    const months = this.page.getByRole('spinbutton', { name: 'Month' });
    await expect(months).toHaveCount(2);
    for (const [i, day] of [start, end].entries()) {
      await months.nth(i).click();
      await this.page.keyboard.type(day.replaceAll('/', ''));
    }
    const answered = this.page.waitForResponse((response) => {
      const url = new URL(response.url());
      return url.pathname.startsWith('/api/v1/') && url.searchParams.get('startDate') === ymd(start) && url.searchParams.get('endDate') === ymd(end);
    });
    await this.page.getByRole('button', { name: 'Search', exact: true }).click();
    await answered;
    await this.page.waitForLoadState('networkidle');
  }

  /** Clicks a sortable column header (twice for descending). */
  async sortBy(header: string | RegExp) {
    await this.table().getByRole('columnheader', { name: header }).getByRole('button').click();
    await this.page.waitForLoadState('networkidle');
  }

  rowContaining(text: string | RegExp): Locator {
    return this.rows().filter({ hasText: text }).first();
  }

  async columnHeaders() {
    return (await this.table().locator('thead').getByRole('columnheader').allInnerTexts()).map((t) => t.trim());
  }
}

/** A react-admin create/edit form. */
export class FormPage {
  constructor(readonly page: Page) {}
  field(label: string | RegExp) {
    return this.page.getByLabel(label).first();
  }
  readonly saveButton = () => this.page.getByRole('button', { name: /^save$/i }).first();
  async save() {
    await this.saveButton().click();
  }
  async expectError(message: string | RegExp) {
    await expect(this.page.getByText(message).first()).toBeVisible();
  }
}

/** A modal dialog (MUI Dialog has role="dialog"). */
export class DialogPage {
  constructor(readonly page: Page) {}
  readonly dialog = () => this.page.getByRole('dialog');
  button(name: string | RegExp) {
    return this.dialog().getByRole('button', { name });
  }
}

/** The toast region: react-admin's notifications render as MUI Snackbars (role="alert" inside). */
export function toast(page: Page, text: string | RegExp) {
  return page.getByRole('alert').filter({ hasText: text }).first();
}

/** Sets one of the admin's stored preferences (language, theme) as its menus would; the next page load uses it. */
export async function setPreference(page: Page, name: 'locale' | 'theme', value: string) {
  await page.evaluate(([key, json]) => localStorage.setItem(key, json), [`${APP_STORE_PREFIX}.${name}`, JSON.stringify(value)] as const);
}
