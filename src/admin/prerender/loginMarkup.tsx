/**
 * The stand-alone login page rendered to HTML at build time (scripts/prerenderLoginPlugin.ts puts it into
 * index.html), so a signed-out visitor sees the form at the first paint instead of once the page's JavaScript has
 * run; Root.tsx then hydrates the very same markup, keeping anything already typed. It is rendered with the
 * default preferences, and index.html's boot check (bootCheck.ts) hides it from anyone who would see another page.
 */
import { renderToString } from 'react-dom/server';
import { memoryStore } from 'react-admin';
import { DEFAULT_LOCALE } from '@i18n/index';
import { StandaloneLogin } from '@admin/pages/auth/StandaloneLogin';
import { APP_STORE_PREFIX } from '@admin/layout/appStore';
import { PUBLIC_PATHS } from '@admin/layout/startMode';
import { TOKEN_KEY } from '@admin/providers/storage';
import { DEFAULT_THEME, THEME_NAME_STORE_KEY } from '@admin/themes/themes';
import { keepPrerenderedLogin, LOGIN_FORM_ATTRIBUTE, PENDING_SUBMIT_ATTRIBUTE, PRERENDERED_LOGIN_ID, SKIP_PRERENDER_ATTRIBUTE, type BootCheckConfig } from './bootCheck';

export function renderLoginPage(): { markup: string; headScript: string; headStyle: string } {
  const markup = renderToString(<StandaloneLogin onLoggedIn={() => undefined} store={memoryStore({ locale: DEFAULT_LOCALE })} />);
  const config: BootCheckConfig = {
    tokenKey: TOKEN_KEY,
    publicPaths: [...PUBLIC_PATHS],
    storePrefix: APP_STORE_PREFIX,
    themeNameKey: THEME_NAME_STORE_KEY,
    defaultTheme: DEFAULT_THEME,
    defaultLocale: DEFAULT_LOCALE,
  };
  const check = `(${keepPrerenderedLogin.toString()})(${JSON.stringify(config)})`;
  return {
    markup: `<div id="${PRERENDERED_LOGIN_ID}">${markup}</div>`,
    // Also: the form is a plain HTML form until hydrated, and submitting it natively would put the password in
    // the address: its native submit is stopped (the sign-in form's only, LOGIN_FORM_ATTRIBUTE). A submit while
    // the button says it is not ready yet (aria-disabled: the app's code not yet run), by Enter or by a tap on Sign
    // in, is remembered, and the form signs in once React has taken it over (LoginForm, takePendingSubmit). The
    // button was disabled until then: a tap did nothing and was not remembered (audit on a throttled phone).
    headScript:
      `try{if(!${check})throw 0}catch(e){document.documentElement.setAttribute('${SKIP_PRERENDER_ATTRIBUTE}','')}` +
      `document.addEventListener('submit',function(e){var f=e.target;if(!f||!f.hasAttribute||!f.hasAttribute('${LOGIN_FORM_ATTRIBUTE}'))return;e.preventDefault();` +
      `var p=document.getElementById('${PRERENDERED_LOGIN_ID}'),b=f.querySelector('button[type=submit]');` +
      `if(p&&b&&b.getAttribute('aria-disabled')==='true')p.setAttribute('${PENDING_SUBMIT_ATTRIBUTE}','')},true);`,
    headStyle: `html[${SKIP_PRERENDER_ATTRIBUTE}] #${PRERENDERED_LOGIN_ID}{display:none}`,
  };
}
