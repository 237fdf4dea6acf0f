/**
 * Part 2 — admin load (`npm run bench:admin`): our admin (lazy resources) against the same admin built as one
 * eager chunk, each served by `npm start` (scripts/start.mjs, STATIC_DIR = its build) on a fresh DATA_DIR with demo
 * data, VITE_REQUEST_DELAY_MS=0. Chromium, a fresh browser context per measurement, --runs (7) runs alternating
 * which app goes first; then --netRuns (5) more of each through an emulated network (NETWORK: round trip and
 * bandwidth applied by Chromium to every request), where transfer is no longer free. Flags: --runs, --netRuns.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { buildAdmin, type AdminBuild } from './lib/adminBuild';
import { benchArgs } from './lib/args';
import { apiLogin, startOurServer, type OurServer } from './lib/ourServer';
import { addProbe, collectScripts, emulateNetwork, lastScriptMs, readMarks, timeMenuNavigation, timeSortClick, usedHeapMb, type NetworkProfile, type PageMarks } from './lib/pageProbe';
import { LOG_DIR, ROOT, WORK_DIR } from './lib/paths';
import { commandLine, PartRecorder } from './lib/results';
import { writeReport } from './lib/report';
import { SESSION_COOKIE } from '../src/shared/auth';

const args = benchArgs({ runs: 7, netRuns: 5 });
const recorder = new PartRecorder('admin', 'Admin load');
const command = commandLine('bench:admin');
const BUILD_ENV = { VITE_REQUEST_DELAY_MS: '0' };
const LAUNCH_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage'];
const TIMEOUT = 60_000;
/** A good 4G link (close to Chrome DevTools' "Fast 4G" preset), the kind of network the admin is used over. */
const NETWORK: NetworkProfile = { name: 'net', label: '4G-like network (40 ms round trip, 9 Mbit/s down)', latencyMs: 40, downMbps: 9, upMbps: 3 };
/** In-app navigation: how long the pointer rests on the menu entry before the click, a quick user's. */
const HOVER_MS = 150;

type App = { kind: AdminBuild; label: string; server: OurServer; token: string; dataDir: string; hashRouting?: boolean };

/** An app route as a URL: react-admin's default router keeps the route in the hash (`/#/login`). */
const urlOf = (app: App, route: string) => `${app.server.baseUrl}${app.hashRouting ? `/#${route}` : route}`;

async function waitForMark(page: Page, mark: keyof PageMarks) {
  try {
    await page.waitForFunction(`window.__bench && window.__bench.${mark} !== null`, undefined, { timeout: TIMEOUT, polling: 50 });
  } catch (error) {
    const shot = path.join(LOG_DIR, `admin-${mark}-timeout.png`);
    await page.screenshot({ path: shot }).catch(() => undefined);
    throw new Error(`${mark} never came on ${page.url()} (screenshot ${shot}): ${(error as Error).message}`);
  }
  return (await readMarks(page))!;
}

async function measureLogin(browser: Browser, app: App, record: boolean, network?: NetworkProfile) {
  const context = await browser.newContext();
  try {
    await addProbe(context);
    const page = await context.newPage();
    if (network) await emulateNetwork(await context.newCDPSession(page), network);
    const scripts = collectScripts(page);
    await page.goto(urlOf(app, '/login'), { waitUntil: 'commit', timeout: TIMEOUT });
    await waitForMark(page, 'formMs');
    await waitForMark(page, 'formReadyMs');
    app.hashRouting ??= String(await page.evaluate('location.hash')).startsWith('#/');
    await page.waitForLoadState('networkidle', { timeout: TIMEOUT });
    await page.waitForTimeout(1600); // the probe watches 1.5 s after the form for flicker
    const marks = (await readMarks(page))!;
    const js = await scripts.totals();
    if (!record) return;
    if (network) {
      const n = (m: string) => `admin.${app.kind}.${network.name}.login.${m}`;
      recorder.add(n('formMs'), `${app.label}, ${network.label}: navigation → login form visible`, 'ms', marks.formMs!, `${command} → /login`);
      recorder.add(n('formReadyMs'), `${app.label}, ${network.label}: navigation → login form interactive`, 'ms', marks.formReadyMs!, `${command} → /login`);
      return;
    }
    const k = (m: string) => `admin.${app.kind}.login.${m}`;
    recorder.add(k('jsGzip'), `${app.label}: login page, JS gzip`, 'kB', js.gzipKb, `${command} → /login`);
    // npm start serves gzip copies; a folder without them would send the raw bytes, which then is what crosses the wire.
    if (!js.compressedByServer) recorder.add(k('jsRaw'), `${app.label}: login page, JS as transferred (server sends it uncompressed)`, 'kB', js.rawKb, `${command} → /login`);
    recorder.add(k('jsFiles'), `${app.label}: login page, JS files`, 'count', js.files, `${command} → /login`);
    recorder.add(k('formMs'), `${app.label}: navigation → login form visible`, 'ms', marks.formMs!, `${command} → /login`);
    recorder.add(k('formReadyMs'), `${app.label}: navigation → login form interactive (React has it)`, 'ms', marks.formReadyMs!, `${command} → /login`);
    recorder.add(k('placeholderFrames'), `${app.label}: frames with a spinner before the form, or without the form after it showed`, 'count', marks.placeholderFrames + marks.formLostFrames, `${command} → /login`);
  } finally {
    await context.close();
  }
}

async function measureList(browser: Browser, app: App, listPath: string, key: 'property' | 'serviceOrder', record: boolean, network?: NetworkProfile) {
  const context = await browser.newContext();
  try {
    await addProbe(context);
    await context.addInitScript({ content: `localStorage.getItem('token') || (localStorage.setItem('token', ${JSON.stringify(app.token)}), localStorage.setItem('role', 'admin'));` });
    // And its copy in the session cookie, as the admin's sign-in writes it (providers/storage.ts): our server then
    // sends the list page with its rows (src/server/plugins/serverPages.ts); the peer, built without that
    // renderer, gets the bare page.
    await context.addCookies([{ name: SESSION_COOKIE, value: app.token, url: app.server.baseUrl }]);
    const page = await context.newPage();
    if (network) await emulateNetwork(await context.newCDPSession(page), network);
    const scripts = collectScripts(page);
    await page.goto(urlOf(app, listPath), { waitUntil: 'commit', timeout: TIMEOUT });
    const marks = await waitForMark(page, 'rowsLiveMs');
    const landed = new URL(page.url());
    if (!(landed.pathname + landed.hash).includes(listPath.replace('/list', ''))) throw new Error(`${listPath} landed on ${page.url()}`);
    const scriptsMs = await lastScriptMs(page, marks.rowsLiveMs!);
    await page.waitForLoadState('networkidle', { timeout: TIMEOUT });
    const js = await scripts.totals();
    const cmd = `${command} → ${listPath} (token from an API login in localStorage and the session cookie)`;
    if (network) {
      if (!record) return;
      const n = (m: string) => `admin.${app.kind}.${network.name}.${key}.${m}`;
      recorder.add(n('rowsMs'), `${app.label}, ${network.label}: navigation → first rows of ${listPath}`, 'ms', marks.rowsMs!, cmd);
      recorder.add(n('rowsLiveMs'), `${app.label}, ${network.label}: navigation → first rows of ${listPath} working (React has them)`, 'ms', marks.rowsLiveMs!, cmd);
      recorder.add(n('afterScriptsMs'), `${app.label}, ${network.label}: last script arrived → rows of ${listPath} working`, 'ms', marks.rowsLiveMs! - scriptsMs, cmd);
      if (key !== 'property') return;
      const navMs = await timeMenuNavigation(page, 'Service Order', 'Order No', HOVER_MS);
      recorder.add(n('navOrdersMs'), `${app.label}, ${network.label}: in-app, menu “Service Order” (pointer resting ${HOVER_MS} ms) click → first rows`, 'ms', navMs, cmd);
      return;
    }
    const k = (m: string) => `admin.${app.kind}.${key}.${m}`;
    if (record) {
      recorder.add(k('jsGzip'), `${app.label}: ${listPath} cold, JS gzip in total`, 'kB', js.gzipKb, cmd);
      recorder.add(k('jsFiles'), `${app.label}: ${listPath} cold, JS files`, 'count', js.files, cmd);
      recorder.add(k('rowsMs'), `${app.label}: navigation → first rows of ${listPath}`, 'ms', marks.rowsMs!, cmd);
      recorder.add(k('rowsLiveMs'), `${app.label}: navigation → first rows of ${listPath} working (React has them)`, 'ms', marks.rowsLiveMs!, cmd);
      // What is left once the code is there: evaluating it, rendering <Admin>, the layout and the list, the data requests.
      recorder.add(k('afterScriptsMs'), `${app.label}: last script arrived → rows of ${listPath} working`, 'ms', marks.rowsLiveMs! - scriptsMs, cmd);
    }
    if (key !== 'property') return;
    const cdp = await context.newCDPSession(page);
    const heap = await usedHeapMb(cdp);
    const sort = await timeSortClick(page);
    const navMs = await timeMenuNavigation(page, 'Service Order', 'Order No', HOVER_MS);
    if (!record) return;
    recorder.add(k('heapMb'), `${app.label}: JS heap used after ${listPath} renders (after GC)`, 'MB', heap, cmd);
    recorder.add(k('sortMs'), `${app.label}: sort click (${sort.column}) → rows re-rendered`, 'ms', sort.ms, cmd);
    recorder.add(k('navOrdersMs'), `${app.label}: in-app, menu “Service Order” (pointer resting ${HOVER_MS} ms) click → first rows`, 'ms', navMs, cmd);
  } finally {
    await context.close();
  }
}

async function measureApp(browser: Browser, app: App, record: boolean, network?: NetworkProfile) {
  await measureLogin(browser, app, record, network);
  await measureList(browser, app, '/property/list', 'property', record, network);
  await measureList(browser, app, '/service-order', 'serviceOrder', record, network);
}

const apps: App[] = [];
const dataDirs: string[] = [];
let browser: Browser | undefined;
try {
  for (const [kind, label] of [['ours', 'ours (lazy)'], ['eager', 'eager one-chunk peer']] as const) {
    const build = buildAdmin(kind, { ...process.env, ...BUILD_ENV });
    if (build.seconds) recorder.note(`${label}: vite build took ${build.seconds.toFixed(0)} s`);
    const dataDir = mkdtempSync(path.join(WORK_DIR, `admin-data-${kind}-`));
    dataDirs.push(dataDir);
    const server = await startOurServer({
      name: `admin-${kind}`,
      dataDir,
      via: 'npm-start',
      // The same VITE_* variables as the build: start.mjs would otherwise rebuild the folder with the app's own config.
      env: { ...BUILD_ENV, DEMO_DATA: '1', STATIC_DIR: path.relative(ROOT, build.outDir) },
    });
    apps.push({ kind, label, server, token: await apiLogin(server.baseUrl), dataDir });
  }
  browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: LAUNCH_ARGS });
  for (const app of apps) await measureApp(browser, app, false); // warm-up: server caches, not recorded
  for (let run = 1; run <= args.runs; run++) {
    const order = run % 2 ? apps : [...apps].reverse();
    for (const app of order) await measureApp(browser, app, true);
    console.log(`[admin] run ${run}/${args.runs} done`);
  }
  for (let run = 1; run <= args.netRuns; run++) {
    const order = run % 2 ? apps : [...apps].reverse();
    for (const app of order) await measureApp(browser, app, true, NETWORK);
    console.log(`[admin] ${NETWORK.name} run ${run}/${args.netRuns} done`);
  }
  const net = NETWORK.name;
  for (const m of ['login.jsGzip', 'login.formMs', 'login.formReadyMs', 'property.jsGzip', 'property.rowsMs', 'property.rowsLiveMs', 'property.afterScriptsMs', 'property.sortMs', 'property.navOrdersMs', 'property.heapMb', 'serviceOrder.jsGzip', 'serviceOrder.rowsMs', 'serviceOrder.rowsLiveMs', 'serviceOrder.afterScriptsMs', `${net}.login.formMs`, `${net}.login.formReadyMs`, `${net}.property.rowsMs`, `${net}.property.rowsLiveMs`, `${net}.property.navOrdersMs`, `${net}.serviceOrder.rowsMs`, `${net}.serviceOrder.rowsLiveMs`]) {
    recorder.ratio(`${m}: ours / eager`, `admin.ours.${m}`, `admin.eager.${m}`);
  }
  recorder.note(`${NETWORK.label}: ${args.netRuns} runs per app, Chromium's network emulation (Network.emulateNetworkConditions) on every request of the page, the API's included.`);
  recorder.note(`${args.runs} runs per app, alternating which app goes first; one warm-up run per app not recorded. Times are on the page's own clock from navigation start; JS gzip is zlib level 6 of each JS body the page received.`);
} catch (error) {
  recorder.note(`FAILED: ${(error as Error).stack ?? String(error)}`);
  process.exitCode = 1;
} finally {
  await browser?.close().catch(() => undefined);
  await Promise.all(apps.map((a) => a.server.stop()));
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  recorder.save();
  writeReport();
}
