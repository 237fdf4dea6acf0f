import { useEffect } from 'react';
import { useTranslate } from 'react-admin';

/** The element react-admin's <Title> renders into (TitlePortal, in the app bar). */
const APP_BAR_TITLE_ID = 'react-admin-title';

/** A tab's title: the page's name, then the product's ("Service Order · Estate Admin"). */
export const documentTitleOf = (page: string, appName: string) => (page ? `${page} · ${appName}` : appName);

/** A page outside the admin's layout (sign-in, contact): the tab's title names it, in the page's language. */
export function usePageDocumentTitle(title: string) {
  const appName = useTranslate()('app.name');
  useEffect(() => {
    document.title = documentTitleOf(title, appName);
  }, [title, appName]);
}

/**
 * Keeps the browser tab's title on the page shown ("Service Order · Estate Admin"), for tabs, history and screen
 * readers (WCAG 2.4.2). It follows the app bar's title, which every page already sets, rather than asking each
 * page for a second title.
 */
export function DocumentTitle() {
  const appName = useTranslate()('app.name');
  useEffect(() => {
    const target = document.getElementById(APP_BAR_TITLE_ID);
    if (!target) return;
    const update = () => {
      const page = target.textContent?.trim();
      document.title = documentTitleOf(page ?? '', appName);
    };
    update();
    const observer = new MutationObserver(update);
    observer.observe(target, { childList: true, subtree: true, characterData: true });
    return () => {
      observer.disconnect();
      document.title = appName;
    };
  }, [appName]);
  return null;
}
