/**
 * What a toast reads for one message of a server answer: a text the server's catalogue knows
 * (src/shared/serverMessages.ts) in the admin's language, the resource it names translated too
 * ("Property created successfully" → "Bien immobilier : création réussie"); an i18n key (`app.validation.*`)
 * translated; any other text as it came.
 */
import type { TranslateFunction } from 'react-admin';
import { parseServerMessage, resourceOfLabel } from '@shared/serverMessages';

export function translateServerMessage(text: string, translate: TranslateFunction): string {
  const parsed = parseServerMessage(text);
  if (!parsed) return translate(text, { _: text });
  const args = { ...parsed.args };
  const resource = args.label === undefined ? undefined : resourceOfLabel(args.label);
  if (resource) args.label = translate(`app.server.labels.${resource}`, { _: args.label });
  return translate(parsed.key, { ...args, _: text });
}
