/**
 * A list page rendered on the server, with its first rows (src/server/plugins/serverPages.ts sends it in place of
 * the bare index.html to a signed-in visitor who opens a list's address): the rows show at the first paint
 * instead of once the admin's code has arrived, run and asked for them (about 0.7 s later here, more on a slow
 * link). It is the admin's own first render of that address: the same <App>, the same list view, the same
 * answers in the query cache. The answers travel in the page too, so the admin's code, once it runs, renders the
 * same page from them without asking again and replaces the server's (Root.tsx); until then the rows are shown
 * but do nothing. The page runs serverPageCheck.ts first, which hides it wherever the admin would render something
 * else. Built by scripts/serverRenderPlugin.ts into one file the server imports.
 */
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { QueryClient } from '@tanstack/react-query';
import { memoryStore } from 'react-admin';
import { ADMIN_ROLE, authRoutes } from '@shared/auth';
import { DEFAULT_LOCALE } from '@i18n/index';
import { App } from '@admin/App';
import { env } from '@admin/env';
import { configureAuthQueries, PERMISSIONS_QUERY_KEY, seedCheckAuth } from '@admin/boot/authQueries';
import { firstListRequest, urlOf, type BootListRequest } from '@admin/boot/bootPrefetch';
import { seedListAnswer } from '@admin/boot/bootListCache';
import { APP_STORE_PREFIX } from '@admin/layout/storeKey';
import { resolveAppRoute } from '@admin/layout/appRoutes';
import { authProvider } from '@admin/providers/authProvider';
import { TOKEN_KEY } from '@admin/providers/storage';
import { BREAKPOINTS, DEFAULT_THEME, THEME_NAME_STORE_KEY } from '@admin/themes/themes';
import { keepServerPage, SERVER_ANSWERS_ID, SERVER_PAGE_ID, SERVER_PAGE_STATUS_ID, sessionTag, SKIP_SERVER_PAGE_ATTRIBUTE, type ServerPageCheckConfig } from './serverPageCheck';

export type ApiAnswer = { status: number; text: string };

export type ServerPage = {
  /** The page, for index.html's #root (before the prerendered login, which its own check hides). */
  markup: string;
  /** For just before the markup: the check that hides the page (run as the browser reaches it), and its style. */
  check: string;
  /** For after #root: the API's answers the page was rendered from, by URL, for the admin's first requests. */
  answers: string;
};


/** The desktop width the server's page is laid out for (react-admin's Inspector reads the body's width). */
const SERVER_BODY_WIDTH = 1280;

/**
 * The page at `pageUrl` (path and query) for the session `token`, or null when it is not a list route the admin
 * asks a first page for, or when an answer is not a success (the page then loads as usual and reports it).
 * `fetchApi` answers a GET of an API path (with its query) with the token as its bearer. (Dates need no time zone
 * of the browser's: the admin writes them in India's business time wherever it runs, format.ts.)
 */
export async function renderListPage(pageUrl: string, token: string, fetchApi: (url: string) => Promise<ApiAnswer>): Promise<ServerPage | null> {
  const { pathname, search } = new URL(pageUrl, 'http://server.invalid');
  // The spec's aliases (/property/list): the page of their target, whose address the admin puts in their place.
  const opening = resolveAppRoute(pathname);
  const target = opening.pathname;
  // The stored list parameters are the browser's: the page is rendered with the address's or the defaults, and
  // the check hides it when the browser holds others.
  const request = firstListRequest(token, { pathname: target, search }, () => null);
  // An API on another origin (VITE_API_URL) is not the server sending the page.
  if (!request || !env.apiUrl.startsWith('/')) return null;
  const listUrl = pathAndQuery(request.url);
  const meUrl = pathAndQuery(urlOf(authRoutes.me));
  const [list, me] = await Promise.all([fetchApi(listUrl), fetchApi(meUrl)]);
  if (list.status !== 200 || me.status !== 200) return null;
  const key = `${target}${search}\n${list.text}\n${me.text}`;
  const rendered = renderedPages.get(key) ?? render(request, target, search, list.text, opening.view);
  const page = await rendered;
  if (!page) return null;
  remember(key, rendered);
  const session = sessionTag(token);
  return {
    markup: page.markup,
    check: page.check.replace(SESSION_PLACEHOLDER, session),
    answers: `<script type="application/json" id="${SERVER_ANSWERS_ID}">${scriptSafeJson({ session, answers: { [listUrl]: list, [meUrl]: me } })}</script>`,
  };
}

/**
 * Pages rendered lately, by their address and the answers they were rendered from: the same answers render the
 * same page (its dates are in business time, format.ts; nothing in it reads the clock), so an unchanged list
 * opened again is sent without rendering it again (~40–100 ms of CPU here). Any change to its rows, its total or
 * the profile is another key.
 */
const renderedPages = new Map<string, Promise<Omit<ServerPage, 'answers'> | null>>();
/** In a remembered page's check, where the session's tag goes (the same page may serve two sessions of a user). */
const SESSION_PLACEHOLDER = '@@session@@';
const REMEMBERED_PAGES = 16;

function remember(key: string, page: Promise<Omit<ServerPage, 'answers'> | null>) {
  renderedPages.delete(key);
  renderedPages.set(key, page);
  if (renderedPages.size > REMEMBERED_PAGES) renderedPages.delete(renderedPages.keys().next().value!);
}

async function render(
  request: BootListRequest,
  target: string,
  search: string,
  listText: string,
  view: ReturnType<typeof resolveAppRoute>['view'],
): Promise<Omit<ServerPage, 'answers'> | null> {
  const queryClient = new QueryClient();
  configureAuthQueries(queryClient, authProvider);
  seedCheckAuth(queryClient);
  queryClient.setQueryData(PERMISSIONS_QUERY_KEY, ADMIN_ROLE);
  if (!seedListAnswer(queryClient, request, listText)) return null;
  await view?.preload?.();
  const markup = withServerDocument(() =>
    renderToString(
      <MemoryRouter initialEntries={[target + search]}>
        <App queryClient={queryClient} store={memoryStore({ locale: DEFAULT_LOCALE })} />
      </MemoryRouter>,
    ),
  );
  // A list that asked for other rows than the address's (one that keeps its parameters out of the address) would
  // show a skeleton, or "nothing", for rows the admin is about to load: not worth a page.
  const askedElse = queryClient
    .getQueryCache()
    .findAll({ queryKey: [request.contract.name, 'getList'] })
    .some((query) => query.state.status === 'pending');
  if (askedElse) return null;
  const config: ServerPageCheckConfig = {
    tokenKey: TOKEN_KEY,
    session: SESSION_PLACEHOLDER,
    storePrefix: APP_STORE_PREFIX,
    themeNameKey: THEME_NAME_STORE_KEY,
    defaultTheme: DEFAULT_THEME,
    defaultLocale: DEFAULT_LOCALE,
    resource: request.contract.name,
    hasQuery: search.length > 1,
    rendered: {
      // Always set by initialListParams; an unknown value only makes the check hide the page.
      sort: request.params.sort?.field ?? '',
      order: request.params.sort?.order ?? '',
      page: request.params.pagination?.page ?? 0,
      perPage: request.params.pagination?.perPage ?? 0,
    },
    // Narrower windows get the phone or tablet layout, which the server cannot know.
    minWidth: BREAKPOINTS.md,
  };
  const check = `(${keepServerPage.toString()})(${JSON.stringify(config)})`;
  return {
    // inert: nothing of it can be clicked, focused or typed into, where it would be lost when the admin replaces
    // it (a click then reaches nothing, so a browser test's waits for the live page rather than clicking this).
    // inert also hides it from screen readers: they hear what the spinner it stands in for says (PageSpinner), in
    // a status outside it, hidden with it by the check.
    markup:
      `<div id="${SERVER_PAGE_STATUS_ID}" role="progressbar" aria-label="Loading" style="position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%)"></div>` +
      `<div id="${SERVER_PAGE_ID}" inert>${markup}</div>`,
    check:
      `<style>html[${SKIP_SERVER_PAGE_ATTRIBUTE}] #${SERVER_PAGE_ID},html[${SKIP_SERVER_PAGE_ATTRIBUTE}] #${SERVER_PAGE_STATUS_ID}{display:none}#${SERVER_PAGE_ID}{cursor:progress}</style>` +
      `<script>try{if(!${check})throw 0}catch(e){document.documentElement.setAttribute('${SKIP_SERVER_PAGE_ATTRIBUTE}','')}</script>`,
  };
}

/** The API URLs the admin builds are absolute (against the page's address); the server answers their path. */
function pathAndQuery(url: string) {
  const { pathname, search } = new URL(url);
  return pathname + search;
}

/** JSON that cannot end its <script> element early. */
const scriptSafeJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');

/**
 * react-admin reads two things of the document while rendering a list page, where the server has none: the
 * body's width (its preferences Inspector) and the app bar's title slot (absent on a first render anyway).
 * Rendering is synchronous, so the stand-in lives only for its duration.
 */
function withServerDocument<T>(render: () => T): T {
  const global = globalThis as { document?: unknown };
  if (global.document !== undefined) return render();
  global.document = { body: { clientWidth: SERVER_BODY_WIDTH }, getElementById: () => null, querySelector: () => null };
  try {
    return render();
  } finally {
    delete global.document;
  }
}
