import { useEffect, useMemo, useRef, useState } from 'react';
import { DEFAULT_LOCALE } from '@i18n/index';
import { useI18nProvider, useLocaleState, useNotify, useStore, type I18nProvider, type TranslateFunction } from 'react-admin';

/**
 * Switching language in place. react-admin's i18n context remounts everything below it when the stored locale
 * changes; here it does not: see useLocaleFollowingProvider.
 */

/**
 * The language picker's choice: its messages are loaded first, then it is stored, so that the page changes
 * language at once and in place. A language that cannot load (offline) is said so, and nothing changes.
 */
export function useChooseLocale(): [string, (next: string) => Promise<void>] {
  const i18n = useI18nProvider();
  const notify = useNotify();
  const [locale, setLocale] = useLocaleState();
  const choose = async (next: string) => {
    if (next === locale) return;
    latestChoice = next;
    try {
      await i18n.changeLocale(next);
    } catch {
      if (latestChoice === next) notify('ra.notification.i18n_error', { type: 'error' });
      return;
    }
    // Two choices in a row, the first one's messages arriving last: it is not stored, and the provider goes back to
    // the latest (it took the late messages). The page ended in the first language, unasked (audit).
    if (latestChoice !== next) {
      if (i18n.getLocale() === next) void Promise.resolve(i18n.changeLocale(latestChoice)).catch(() => undefined);
      return;
    }
    setLocale(next);
  };
  return [locale, choose];
}

/** The language chosen last, in any picker of the page. */
let latestChoice: string | null = null;

/**
 * The i18n provider to hand to react-admin, switching language without remounting the page.
 * react-admin's i18n context remounts everything below it when the stored locale changes: an open form lost its
 * validation messages, its tab, the focus and the scroll (its values were carried across by hand), and a list its
 * selection. Here a language chosen after the first render (from this tab's menu or settings, or from another tab
 * through the store) is loaded first, while the context is told it is already current, so it does not remount; then
 * a new provider object (new `translate`) re-renders every text in place.
 * The first render keeps react-admin's own way: it waits for a stored language's messages, so nothing flickers.
 */
export function useLocaleFollowingProvider(provider: I18nProvider): I18nProvider {
  // None stored (a logout cleared the storage) is the default language.
  const [locale = DEFAULT_LOCALE] = useStore<string | undefined>('locale');
  const mounted = useRef(false);
  /** The language being loaded, reported to react-admin as current meanwhile. */
  const loading = useRef<string | null>(null);
  /** A language whose messages failed to load: left to react-admin, which reports it. */
  const failed = useRef<string | null>(null);
  const [loaded, setLoaded] = useState(0);

  // In render, not in an effect: react-admin's context is below and compares the locales in its own effect, which
  // runs before this component's.
  if (mounted.current && locale !== provider.getLocale() && locale !== failed.current) loading.current = locale;

  useEffect(() => {
    mounted.current = true;
  }, []);

  useEffect(() => {
    const target = loading.current;
    if (!target || target !== locale) return;
    let live = true;
    const done = (ok: boolean) => {
      if (!live) return;
      loading.current = null;
      failed.current = ok ? null : target;
      setLoaded((n) => n + 1);
    };
    Promise.resolve()
      .then(() => provider.changeLocale(target))
      .then(
        () => done(true),
        () => done(false),
      );
    return () => {
      live = false;
    };
  }, [provider, locale]);

  return useMemo(
    () => ({
      ...provider,
      getLocale: () => loading.current ?? provider.getLocale(),
      // A new function each time, so that what is memoised on `translate` is translated again.
      translate: ((key, options) => provider.translate(key, options)) as TranslateFunction,
    }),
    // A new provider object for each stored language (the picker has loaded it: useChooseLocale), and for each
    // language loaded here.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the extra entries are the point: a new object per language makes memoised texts translate again
    [provider, loaded, locale],
  );
}
