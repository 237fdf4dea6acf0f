/**
 * The i18nProvider: English is bundled, the other locales load on first use. Each locale's messages are
 * react-admin's texts + `app.*` (+ the page blocks kept beside their views) + `resources.<name>` taken from
 * the admin resource registry, so a resource's texts live next to its views (English in messages.ts, the other
 * locales in the translations module beside it, loaded with the locale).
 */
import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { I18nProvider, StringMap, TranslationMessages } from 'ra-core';
import { contactPageMessages } from '@admin/pages/contact/messages';
import { dashboardMessages } from '@admin/pages/dashboard/messages';
import { translateServerMessage } from '@admin/notifications/translateServerMessage';
import { readWithArgs } from '@admin/forms/messageWithArgs';
import { orderCompletionMessages } from '@admin/pages/order-completion/messages';
import type { AdminResource, LocaleCode, Localized, OtherLocale, ResourceMessages } from '@admin/resources/adminResource';
import { en } from './en';
import { setNumberLanguage } from '@admin/format';

export const DEFAULT_LOCALE: LocaleCode = 'en';

/** The interface languages, each named in its own language (what the language picker shows). */
export const locales: { locale: LocaleCode; name: string }[] = [
  { locale: 'en', name: 'English' },
  { locale: 'fr', name: 'Français' },
  { locale: 'ro', name: 'Română' },
  { locale: 'zh', name: '中文' },
];

export const isLocaleCode = (value: unknown): value is LocaleCode => locales.some((l) => l.locale === value);

/** Page texts kept beside their views, each spread into `app`. */
const appSections: Localized<object>[] = [
  dashboardMessages,
  underKey('contact', contactPageMessages),
  underKey('orderCompletion', orderCompletionMessages),
];

function underKey(key: string, messages: Localized<object>): Localized<object> {
  return {
    en: { [key]: messages.en },
    others: async () => {
      const others = await messages.others();
      return Object.fromEntries(Object.entries(others).map(([locale, m]) => [locale, { [key]: m }])) as Record<OtherLocale, object>;
    },
  };
}

const loaders: Record<OtherLocale, () => Promise<TranslationMessages>> = {
  fr: () => import('./fr').then((m) => m.fr),
  ro: () => import('./ro').then((m) => m.ro),
  zh: () => import('./zh').then((m) => m.zh),
};

/** One locale's messages: `base` (react-admin's and `app.*`) with the page sections in `app` and the resources' texts. */
function compose(base: TranslationMessages, sections: object[], resources: [string, ResourceMessages][]): TranslationMessages {
  return {
    ...base,
    app: { ...(base.app as StringMap), ...Object.assign({}, ...sections) },
    resources: Object.fromEntries(resources) as StringMap,
  };
}

/** The English messages, all bundled: what the provider serves until another locale is chosen. */
export function composeMessages(base: TranslationMessages, locale: 'en', resources: readonly AdminResource[]): TranslationMessages {
  return compose(
    base,
    appSections.map((section) => section[locale]),
    resources.map((r) => [r.contract.name, r.messages[locale]]),
  );
}

/** All messages of one locale (what the provider serves); tests use it to compare locales. */
export async function loadMessages(locale: LocaleCode, resources: readonly AdminResource[]): Promise<TranslationMessages> {
  if (locale === 'en') return composeMessages(en, locale, resources);
  const [base, sections, texts] = await Promise.all([
    loaders[locale](),
    Promise.all(appSections.map((section) => section.others())),
    Promise.all(resources.map((r) => r.messages.others())),
  ]);
  return compose(
    base,
    sections.map((section) => section[locale]),
    resources.map((r, i) => [r.contract.name, texts[i][locale]]),
  );
}

/**
 * The admin's i18n provider. Besides its keys it translates the texts the server sends (src/shared/serverMessages.ts:
 * "Property created successfully" in French is "Bien immobilier : création réussie"), wherever they are shown with
 * `translate(text)`. Only a text with a space is looked up there: i18n keys have none, so a label costs nothing more.
 */
export function createI18nProvider(resources: readonly AdminResource[]): I18nProvider {
  const provider = polyglotI18nProvider(
    (locale) =>
      isLocaleCode(locale) && locale !== DEFAULT_LOCALE
        ? loadMessages(locale, resources)
        : composeMessages(en, 'en', resources),
    DEFAULT_LOCALE,
    locales,
  );
  const translateKey = provider.translate;
  return {
    ...provider,
    // The page's language follows (screen readers' voice, hyphenation, the browser's translate offer): it stayed
    // "en" whatever was chosen.
    changeLocale: async (locale, options) => {
      await provider.changeLocale(locale, options);
      setNumberLanguage(locale);
      if (typeof document !== 'undefined') document.documentElement.lang = locale;
    },
    translate: (key, options) => {
      if (typeof key !== 'string') return translateKey(key, options);
      const carried = readWithArgs(key);
      if (carried) return translateKey(carried.message, { ...options, ...carried.args, _: carried.message });
      return key.includes(' ') ? translateServerMessage(key, translateKey, options) : translateKey(key, options);
    },
  };
}
