import { Fragment, type ReactNode } from 'react';
import { contentLang } from './contentLang';

/** A card's text marked with its language when it is Telugu (contentLang.ts); any other node as it is. */
export function cardText(node: ReactNode): ReactNode {
  if (typeof node !== 'string') return node;
  const lang = contentLang(node);
  return lang ? <span lang={lang}>{node}</span> : node;
}

/**
 * A phone card's line: its parts that have a value, joined by " · ". Each part is marked on its own (cardText): a
 * line joins a translated label with a user's text, and only the latter may be Telugu.
 */
export const cardLine = (...parts: unknown[]) =>
  parts
    .filter((part) => part !== null && part !== undefined && part !== '' && part !== false)
    .map((part, i) => (
      <Fragment key={i}>
        {i > 0 && ' · '}
        {cardText(String(part))}
      </Fragment>
    ));
