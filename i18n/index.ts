/**
 * The i18nProvider: English is bundled, the other locales load on first use. Each locale's messages are
 * react-admin's texts + `app.*` (+ the page blocks kept beside their views) + `resources.<name>` taken from
 * the admin resource registry, so a resource's texts live next to its views.
 */
import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { I18nProvider, StringMap, TranslationMessages } from 'ra-core';
import { contactPageMessages } from '@admin/pages/contact/messages';
import { dashboardMessages } from '@admin/pages/dashboard/messages';
import { orderCompletionMessages } from '@admin/pages/order-completion/messages';
import type { AdminResource, LocaleCode } from '@admin/resources/adminResource';
import { en } from './en';

export const DEFAULT_LOCALE: LocaleCode = 'en';

/** The interface languages, each named in its own language (what the language picker shows). */
export const locales: { locale: LocaleCode; name: string }[] = [
  { locale: 'en', name: 'English' },
  { locale: 'fr', name: 'Français' },
  { locale: 'ro', name: 'Română' },
  { locale: 'zh', name: '中文' },
];

export const isLocaleCode = (value: unknown): value is LocaleCode => locales.some((l) => l.locale === value);

/** Page texts kept beside their views, in all four locales, each spread into `app`. */
const appSections: Record<LocaleCode, object>[] = [
  dashboardMessages,
  byLocale('contact', contactPageMessages),
  byLocale('orderCompletion', orderCompletionMessages),
];

function byLocale(key: string, messages: Record<LocaleCode, object>): Record<LocaleCode, object> {
  return Object.fromEntries(Object.entries(messages).map(([locale, m]) => [locale, { [key]: m }])) as Record<LocaleCode, object>;
}

const loaders: Record<LocaleCode, () => Promise<TranslationMessages>> = {
  en: () => Promise.resolve(en),
  fr: () => import('./fr').then((m) => m.fr),
  ro: () => import('./ro').then((m) => m.ro),
  zh: () => import('./zh').then((m) => m.zh),
};

export function composeMessages(
  base: TranslationMessages,
  locale: LocaleCode,
  resources: readonly AdminResource[],
): TranslationMessages {
  const sections = Object.assign({}, ...appSections.map((section) => section[locale])) as StringMap;
  return {
    ...base,
    app: { ...(base.app as StringMap), ...sections },
    resources: Object.fromEntries(resources.map((r) => [r.contract.name, r.messages[locale]])) as StringMap,
  };
}

/** All messages of one locale (what the provider serves); tests use it to compare locales. */
export async function loadMessages(locale: LocaleCode, resources: readonly AdminResource[]): Promise<TranslationMessages> {
  return composeMessages(await loaders[locale](), locale, resources);
}

export function createI18nProvider(resources: readonly AdminResource[]): I18nProvider {
  return polyglotI18nProvider(
    (locale) =>
      isLocaleCode(locale) && locale !== DEFAULT_LOCALE
        ? loadMessages(locale, resources)
        : composeMessages(en, DEFAULT_LOCALE, resources),
    DEFAULT_LOCALE,
    locales,
  );
}
