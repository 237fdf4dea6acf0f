/**
 * What a toast reads for one message of a server answer: a text the server's catalogue knows
 * (src/shared/serverMessages.ts) in the admin's language, the resource it names translated too
 * ("Property created successfully" → "Bien immobilier : création réussie"), an import failure's reason too; an i18n key (`app.validation.*`)
 * translated; any other text as it came (or as `options` say, e.g. their `_`). The admin's i18n provider
 * (i18n/index.ts) runs every text it is asked for through this, so any place that shows a server text with
 * `translate(text, { _: text })` (toasts, form errors, a list's column) speaks the user's language.
 */
import type { TranslateFunction } from 'react-admin';
import { parseServerMessage, resourceOfLabel } from '@shared/serverMessages';

export function translateServerMessage(text: string, translate: TranslateFunction, options?: Record<string, unknown>): string {
  const parsed = parseServerMessage(text);
  if (!parsed) return translate(text, options ?? { _: text });
  const args = { ...parsed.args };
  const resource = args.label === undefined ? undefined : resourceOfLabel(args.label);
  if (resource) args.label = translate(`app.server.labels.${resource}`, { _: args.label });
  // An import failure's reason may itself be a catalogue text ("The file could not be read: <reason>").
  if (args.reason !== undefined) args.reason = translateServerMessage(args.reason, translate, { _: args.reason });
  return translate(parsed.key, { ...args, _: text });
}
