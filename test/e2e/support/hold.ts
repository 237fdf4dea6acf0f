import type { Page } from '@playwright/test';

/**
 * Holds every request matching `url` back until the returned function is called: what the page does before some
 * of its code (or data) has arrived.
 */
export async function holdRequests(page: Page, url: string | RegExp): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** Holds the admin's chunk (App-*.js) back: the stand-alone login and the entry's boot requests go on without it. */
export const holdAdminChunk = (page: Page) => holdRequests(page, '**/assets/App-*.js');
