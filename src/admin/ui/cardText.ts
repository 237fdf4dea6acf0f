import type { TranslateFunction } from 'react-admin';

/** Active or Inactive, as the lists' switch says it: a phone card shows no switch, but must say whether it is live. */
export const activeText = (translate: TranslateFunction, isActive: unknown) =>
  translate(isActive === true ? 'app.common.active' : 'app.common.inactive');

/** A phone card's line: its parts that have a value, joined by " · ". */
export const cardLine = (...parts: unknown[]) => parts.filter((part) => part !== null && part !== undefined && part !== '' && part !== false).join(' · ');
