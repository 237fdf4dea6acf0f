/**
 * What the admin-load benchmark measures inside the page. An init script (runs before the app's own code)
 * watches the DOM on every mutation and every frame and records, on the page's own clock (0 = navigation start):
 * when the login form (email + password inputs) first becomes visible and when React has taken it over (it can be
 * prerendered HTML before), when the first real list row shows
 * (a table body row with text and no skeleton) and when React has it (a list page the server rendered shows rows
 * before), and how many frames showed a spinner / progress bar before the
 * form, or lost the form after it had shown (flicker).
 */
import { gzipSync } from 'node:zlib';
import type { BrowserContext, CDPSession, Page, Response } from 'playwright-core';

export type PageMarks = {
  formMs: number | null;
  formReadyMs: number | null;
  rowsMs: number | null;
  rowsLiveMs: number | null;
  placeholderFrames: number;
  formLostFrames: number;
};

/** Plain JavaScript (not compiled: a bundler's helpers would not exist in the page). */
const PROBE_SOURCE = `(() => {
  const marks = { formMs: null, formReadyMs: null, rowsMs: null, rowsLiveMs: null, placeholderFrames: 0, formLostFrames: 0 };
  window.__bench = marks;
  const visible = (el) => !!el && el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden';
  const formVisible = () =>
    visible(document.querySelector('input[type="password"]')) && visible(document.querySelector('input[type="email"], input[name="email"]'));
  const check = () => {
    const now = performance.now();
    if (marks.formMs === null && formVisible()) marks.formMs = now;
    // Interactive: React owns the email input (a prerendered form is visible before it is hydrated).
    if (marks.formMs !== null && marks.formReadyMs === null) {
      const email = document.querySelector('input[type="email"], input[name="email"]');
      if (email && Object.keys(email).some((k) => k.startsWith('__reactProps'))) marks.formReadyMs = now;
    }
    if (marks.rowsLiveMs === null) {
      for (const tr of document.querySelectorAll('tbody tr')) {
        if (visible(tr) && !tr.querySelector('.MuiSkeleton-root') && (tr.textContent || '').trim() !== '') {
          if (marks.rowsMs === null) marks.rowsMs = now;
          // Live: React owns the row (a server-rendered one is plain HTML until the app replaces it).
          if (Object.keys(tr).some((k) => k.startsWith('__reactProps'))) marks.rowsLiveMs = now;
          break;
        }
      }
    }
  };
  new MutationObserver(check).observe(document, { childList: true, subtree: true, attributes: true });
  const spinner = () => visible(document.querySelector('[role="progressbar"], .MuiSkeleton-root'));
  let watchUntil = Infinity;
  const frame = () => {
    check();
    const onLoginRoute = (location.pathname + location.hash).includes('/login');
    if (onLoginRoute && marks.formMs === null && spinner()) marks.placeholderFrames++;
    if (onLoginRoute && marks.formMs !== null) {
      if (watchUntil === Infinity) watchUntil = performance.now() + 1500;
      if (!formVisible()) marks.formLostFrames++;
    }
    if (performance.now() < watchUntil || (marks.formMs !== null && marks.formReadyMs === null)) requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
})();`;

export async function addProbe(context: BrowserContext) {
  await context.addInitScript({ content: PROBE_SOURCE });
}

export const readMarks = (page: Page) => page.evaluate('window.__bench || null') as Promise<PageMarks | null>;

/** Collects every JavaScript response of a page: raw bytes and gzip (level 6, what a server would send). */
export function collectScripts(page: Page) {
  const seen = new Map<string, { raw: number; gzip: number; encoded: string | null }>();
  const pending: Promise<void>[] = [];
  page.on('response', (response: Response) => {
    const url = response.url();
    const type = response.headers()['content-type'] ?? '';
    if (!(url.endsWith('.js') || type.includes('javascript')) || seen.has(url)) return;
    pending.push(
      response.body().then(
        (body) => {
          seen.set(url, { raw: body.length, gzip: gzipSync(body, { level: 6 }).length, encoded: response.headers()['content-encoding'] ?? null });
        },
        () => undefined,
      ),
    );
  });
  return {
    async totals() {
      await Promise.all(pending);
      let raw = 0;
      let gzip = 0;
      for (const s of seen.values()) {
        raw += s.raw;
        gzip += s.gzip;
      }
      return { rawKb: raw / 1000, gzipKb: gzip / 1000, files: seen.size, urls: [...seen.keys()], compressedByServer: [...seen.values()].some((s) => s.encoded) };
    },
  };
}

/**
 * When the last JavaScript file of the page finished arriving (responseEnd, page clock), from Resource Timing:
 * everything a list shows after that is main-thread work and data requests, not transfer.
 */
export const lastScriptMs = (page: Page, before: number) =>
  page.evaluate(
    `Math.max(0, ...performance.getEntriesByType('resource').filter((e) => /\\.js(\\?|$)/.test(e.name) && e.responseEnd <= ${before}).map((e) => e.responseEnd))`,
  ) as Promise<number>;

/** A network between browser and server, applied to every request of a page through the DevTools protocol. */
export type NetworkProfile = { name: string; label: string; latencyMs: number; downMbps: number; upMbps: number };

export async function emulateNetwork(cdp: CDPSession, profile: NetworkProfile) {
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: profile.latencyMs,
    downloadThroughput: (profile.downMbps * 1e6) / 8,
    uploadThroughput: (profile.upMbps * 1e6) / 8,
  });
}

/** Used JS heap after a forced garbage collection, in MB (Chromium's Performance domain). */
export async function usedHeapMb(cdp: CDPSession): Promise<number> {
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('Performance.enable');
  const { metrics } = await cdp.send('Performance.getMetrics');
  const used = metrics.find((m) => m.name === 'JSHeapUsedSize')?.value ?? NaN;
  return used / 1e6;
}

const SORT_SOURCE = `new Promise((resolve) => {
  const labels = Array.from(document.querySelectorAll('thead .MuiTableSortLabel-root'));
  const target = labels.find((l) => /price/i.test(l.textContent || '')) || labels.find((l) => !l.classList.contains('Mui-active')) || labels[0];
  if (!target) return resolve({ ms: NaN, column: 'no sortable column' });
  const firstRow = () => (document.querySelector('tbody tr') || {}).textContent || '';
  const before = firstRow();
  const started = performance.now();
  let done = false;
  let observer;
  const finish = (ms) => {
    if (done) return;
    done = true;
    observer.disconnect();
    resolve({ ms, column: (target.textContent || '').trim() });
  };
  const check = () => {
    const now = performance.now();
    if (firstRow() !== before && !document.querySelector('tbody .MuiSkeleton-root')) finish(now - started);
    else if (now - started > 30000) finish(NaN);
  };
  observer = new MutationObserver(check);
  observer.observe(document.body, { childList: true, subtree: true, characterData: true });
  const tick = () => {
    check();
    if (!done) requestAnimationFrame(tick);
  };
  target.click();
  requestAnimationFrame(tick);
})`;

/** Clicks a sortable column header (a price column if there is one) and times until the first row changes. */
export const timeSortClick = (page: Page) => page.evaluate(SORT_SOURCE) as Promise<{ ms: number; column: string }>;

/** Watches for the first rows of the list whose header shows `header`, timed from the next click on the page. */
const navWatchSource = (header: string) => `(() => {
  const watch = { started: null, ms: null };
  window.__nav = watch;
  document.addEventListener('click', () => { watch.started = performance.now(); }, { capture: true, once: true });
  const check = () => {
    if (watch.started === null || watch.ms !== null) return;
    const head = document.querySelector('thead');
    const rows = Array.from(document.querySelectorAll('tbody tr'));
    if (head && (head.textContent || '').includes(${JSON.stringify(header)}) && rows.some((tr) => !tr.querySelector('.MuiSkeleton-root') && (tr.textContent || '').trim() !== '')) {
      watch.ms = performance.now() - watch.started;
    }
  };
  new MutationObserver(check).observe(document.body, { childList: true, subtree: true, characterData: true });
})()`;

/**
 * In-app navigation as a user does it: the pointer rests on a menu entry for `hoverMs`, then clicks it; times the
 * click to the first rows of the list it opens (recognised by a column header).
 */
export async function timeMenuNavigation(page: Page, entry: string, header: string, hoverMs: number): Promise<number> {
  await page.evaluate(navWatchSource(header));
  const item = page.getByRole('navigation', { name: 'Main menu' }).getByRole('menuitem', { name: entry, exact: true });
  await item.hover();
  await page.waitForTimeout(hoverMs);
  await item.click();
  await page.waitForFunction('window.__nav && window.__nav.ms !== null', undefined, { timeout: 30_000, polling: 20 });
  return (await page.evaluate('window.__nav.ms')) as number;
}
