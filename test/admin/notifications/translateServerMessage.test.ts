import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { TranslateFunction } from 'react-admin';
import { beforeAll, describe, expect, it } from 'vitest';
import { translateServerMessage } from '@admin/notifications/translateServerMessage';
import type { LocaleCode } from '@admin/resources/adminResource';
import { adminResources } from '@admin/resources/registry';
import { createI18nProvider, loadMessages } from '@i18n/index';
import { withArgs } from '@admin/forms/messageWithArgs';
import { v } from '@shared/validation';
import { resourceLabels, serverMessageTexts, serverText, type ServerMessageKey } from '@shared/serverMessages';

const translators = {} as Record<LocaleCode, TranslateFunction>;
beforeAll(async () => {
  for (const locale of ['en', 'fr', 'ro', 'zh'] as const) {
    const messages = await loadMessages(locale, adminResources);
    const provider = polyglotI18nProvider(() => messages, locale);
    translators[locale] = (key, options) => provider.translate(key, options);
  }
});

/** Every text the server can send, with each label and sample values for the other placeholders. */
function serverTexts(): string[] {
  const build = serverText as (key: ServerMessageKey, args?: Record<string, string>) => string;
  return (Object.keys(serverMessageTexts) as ServerMessageKey[]).flatMap((key) =>
    Object.values(resourceLabels).map((label) =>
      build(key, { label, size: '10', extensions: '.jpg, .png', header: 'x-amz-acl', value: 'public-read', files: 'a.png', id: 'x1', method: 'GET', path: '/api/v1/x', minutes: '15' }),
    ),
  );
}

describe('translateServerMessage', () => {
  it('shows every server text unchanged in English', () => {
    const changed = [...new Set(serverTexts())].filter((text) => translateServerMessage(text, translators.en) !== text);
    expect(changed).toEqual([]);
  });

  it('translates every server text in French, Romanian and Chinese, placeholders filled', () => {
    for (const locale of ['fr', 'ro', 'zh'] as const) {
      const left = [...new Set(serverTexts())]
        .map((text) => ({ text, shown: translateServerMessage(text, translators[locale]) }))
        .filter(({ text, shown }) => shown === text || shown.includes('%{'));
      expect({ locale, left }).toEqual({ locale, left: [] });
    }
  });

  it('translates the resource a CRUD text names', () => {
    expect(translateServerMessage('Support request updated successfully', translators.fr)).toBe("Demande d'assistance : mise à jour réussie");
    expect(translateServerMessage('Plot requirement not found', translators.ro)).toBe('Teren căutat: nu există');
    expect(translateServerMessage('Construction lead list fetched successfully', translators.zh)).toBe('施工线索列表加载成功');
    expect(translateServerMessage('Files up to 10 MB are accepted', translators.fr)).toBe("Les fichiers sont acceptés jusqu'à 10 Mo");
    expect(translateServerMessage('Ad created successfully', translators.fr)).toBe('Publicité : création réussie');
  });

  it('translates an import failure’s reason with the text around it, and keeps a reason it does not know', () => {
    const unreadable = (reason: string) => serverText('importUnreadable', { reason });
    expect(translateServerMessage(unreadable(serverText('importReasonNotXlsx')), translators.fr)).toBe('Le fichier n’a pas pu être lu : ce n’est pas un classeur .xlsx');
    expect(translateServerMessage(serverText('importStoppedAt', { row: 5000, reason: serverText('importReasonDamaged') }), translators.zh)).toBe(
      '读取在第 5000 行后停止：文件已损坏，无法读取其内容',
    );
    expect(translateServerMessage(unreadable('invalid distance too far back'), translators.ro)).toBe('Fișierul nu a putut fi citit: invalid distance too far back');
  });

  it('translates an i18n key and leaves any other text as it came', () => {
    expect(translateServerMessage('app.validation.address', translators.fr)).toBe("Veuillez saisir l'adresse");
    expect(translateServerMessage('Plot number taken', translators.fr)).toBe('Plot number taken');
    expect(translateServerMessage('Widget created successfully', translators.zh)).toBe('Widget created successfully');
  });
});

describe('the admin’s i18n provider', () => {
  it('translates a server text wherever it is shown with translate(), and leaves keys and other texts alone', async () => {
    const provider = createI18nProvider(adminResources);
    await provider.changeLocale('fr');
    expect(provider.translate('Invalid email or password', { _: 'Invalid email or password' })).toBe(translators.fr('app.server.invalidCredentials'));
    expect(provider.translate('Property created successfully')).toBe('Bien immobilier : création réussie');
    expect(provider.translate('app.validation.address')).toBe("Veuillez saisir l'adresse");
    expect(provider.translate('Plot number taken', { _: 'Plot number taken' })).toBe('Plot number taken');
  });

  it('translates a message that carries its placeholders’ values (a field error’s limit), in a toast as under a field', async () => {
    const provider = createI18nProvider(adminResources);
    const tooLong = withArgs(v.tooLong, { max: '2000' });
    expect(provider.translate(tooLong, { _: tooLong })).toBe('At most 2000 characters');
    await provider.changeLocale('fr');
    expect(provider.translate(tooLong, { _: tooLong })).toBe('Au plus 2000 caractères');
    await provider.changeLocale('zh');
    expect(provider.translate(tooLong)).toBe('最多 2000 个字符');
  });
});
