/**
 * French uses a message's first (singular) form for 0 as well as 1: a first form that writes "1" instead of
 * %{smart_count} read "1 résultat" for a search that found nothing.
 */
import { describe, expect, it } from 'vitest';
import { adminResources } from '@admin/resources/registry';
import { loadMessages } from '@i18n/index';

function pluralTexts(messages: unknown, path = ''): [string, string][] {
  if (typeof messages === 'string') return messages.includes('||||') ? [[path, messages]] : [];
  if (typeof messages !== 'object' || messages === null) return [];
  return Object.entries(messages).flatMap(([key, value]) => pluralTexts(value, path ? `${path}.${key}` : key));
}

describe('plural messages', () => {
  it('say the count in the French form that 0 and 1 share', async () => {
    // Resource names ("Bien |||| Biens") are not counts; react-admin's own texts are its translators'.
    const plurals = pluralTexts(await loadMessages('fr', adminResources)).filter(([path]) => !path.startsWith('ra.') && !path.endsWith('.name'));
    expect(plurals.length).toBeGreaterThan(5);
    // The count as said (%{smart_count}), or written for the language (%{count}, grouped: 1 09 500) beside it.
    const fixedOne = plurals.filter(([, text]) => !/%\{(smart_)?count\}/.test(text.split('||||')[0]));
    expect(fixedOne).toEqual([]);
  });
});
