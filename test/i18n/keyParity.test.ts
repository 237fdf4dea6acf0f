import englishMessages from 'ra-language-english';
import { describe, expect, it } from 'vitest';
import { allEnums } from '@shared/enums';
import { resourceLabels, serverMessageTexts } from '@shared/serverMessages';
import { validationTexts } from '@shared/validation';
import { adminResources } from '@admin/resources/registry';
import { uploadMessagesEn } from '@admin/uploads/messages';
import type { LocaleCode } from '@admin/resources/adminResource';
import { loadMessages } from '@i18n/index';

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix + key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of flatten(value, `${path}.`)) out.set(k, v);
  }
  return out;
}

/** Values a translation may legitimately share with English: codes, abbreviations, the product's name. */
const SAME_AS_ENGLISH_ALLOWED = new Set(['HMDA', 'DTCP', 'GP', 'NA', 'OTP', 'Estate Admin', 'URL', 'SEO', 'FAQ', 'FAQs', 'ID', 'IST']);
/** English loanwords a language uses unchanged. */
const LOANWORDS: Record<'ro' | 'zh', Set<string>> = { ro: new Set(['Blog', 'Link']), zh: new Set() };
/** Strings made only of placeholders and punctuation ('%{name}', ' ') read the same in every language. */
const isLanguageNeutral = (value: string, locale: 'ro' | 'zh') =>
  SAME_AS_ENGLISH_ALLOWED.has(value.trim()) ||
  LOANWORDS[locale].has(value.trim()) ||
  value.replace(/%\{\w+\}/g, '').replace(/[\s\p{P}\p{S}\d]/gu, '') === '';

const load = async (locale: LocaleCode) => flatten((await loadMessages(locale, adminResources)) as unknown as Tree);

describe('locale key parity', () => {
  it('English has every react-admin text, every enum label, every validation, upload and server text and every resource', async () => {
    const en = await load('en');
    const missing = [
      ...flatten(englishMessages as unknown as Tree).keys(),
      ...allEnums.flatMap((e) => e.choices.map((c) => c.name)),
      ...Object.keys(validationTexts).map((k) => `app.validation.${k}`),
      ...Object.keys(uploadMessagesEn).map((k) => `app.upload.${k}`),
      ...Object.keys(serverMessageTexts).map((k) => `app.server.${k}`),
      ...Object.keys(resourceLabels).map((name) => `app.server.labels.${name}`),
      ...adminResources.map((r) => `resources.${r.contract.name}.name`),
    ].filter((key) => !en.has(key));
    expect(missing).toEqual([]);
    expect(en.get('app.validation.emailRequired')).toBe('Please enter  email');
    // English shows the server's texts as they are.
    expect(en.get('app.server.created')).toBe(serverMessageTexts.created);
    expect(en.get('app.server.labels.plot-to-buy')).toBe(resourceLabels['plot-to-buy']);
  });

  for (const locale of ['fr', 'ro', 'zh'] as const) {
    it(`${locale} has exactly the English keys, none empty`, async () => {
      const [en, other] = await Promise.all([load('en'), load(locale)]);
      expect([...en.keys()].filter((key) => !other.has(key))).toEqual([]);
      expect([...other.keys()].filter((key) => !en.has(key))).toEqual([]);
      expect([...other].filter(([, value]) => value === '').map(([key]) => key)).toEqual([]);
    });
  }

  for (const locale of ['fr', 'ro', 'zh'] as const) {
    it(`${locale} keeps the placeholders of every server text`, async () => {
      const [en, other] = await Promise.all([load('en'), load(locale)]);
      const placeholders = (text = '') => [...text.matchAll(/%\{\w+\}/g)].map((m) => m[0]).sort();
      const changed = [...en]
        .filter(([key, value]) => key.startsWith('app.server.') && placeholders(other.get(key)).join() !== placeholders(value).join())
        .map(([key]) => key);
      expect(changed).toEqual([]);
    });
  }

  for (const locale of ['ro', 'zh'] as const) {
    it(`${locale} translates every text (only codes and placeholders may equal English)`, async () => {
      const [en, other] = await Promise.all([load('en'), load(locale)]);
      const untranslated = [...en]
        .filter(([key, value]) => other.get(key) === value && !isLanguageNeutral(value, locale))
        .map(([key, value]) => `${key} = ${value}`);
      expect(untranslated).toEqual([]);
    });
  }
});

/**
 * How many forms a plural text has in each language, after polyglot's rules (the ones the admin's provider uses):
 * Romanian has three (1; 0 and 2–19; 20 and more: "20 de rânduri"); polyglot falls back to the first, singular form
 * when a text has fewer, so "Exportă CSV (1 rând)" showed for 321 rows. Chinese has one: the first form serves
 * every count.
 */
const PLURAL_FORMS: Record<LocaleCode, number> = { en: 2, fr: 2, ro: 3, zh: 1 };

describe('plural texts', () => {
  for (const locale of ['en', 'fr', 'ro', 'zh'] as const) {
    it(`${locale}: every plural text has the language's forms`, async () => {
      const wrong = [...(await load(locale))]
        .filter(([, value]) => value.includes('||||'))
        .filter(([, value]) => {
          const forms = value.split('||||');
          if (locale === 'zh') return forms.some((form) => form.includes('%{smart_count}')) && !forms[0].includes('%{smart_count}');
          return forms.length !== PLURAL_FORMS[locale];
        })
        .map(([key, value]) => `${key}: ${value}`);
      expect(wrong).toEqual([]);
    });
  }

  it.each(['en', 'fr', 'ro', 'zh'] as const)(
    '%s: a button named more fully than it reads starts its name with what it reads (WCAG 2.5.3, "click Copy URL")',
    async (locale) => {
      const texts = await load(locale);
      const gallery = 'resources.image-upload.actions';
      expect(texts.get(`${gallery}.copyUrlOf`)?.startsWith(texts.get(`${gallery}.copyUrl`) ?? '?')).toBe(true);
    },
  );
});
