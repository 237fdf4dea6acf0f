/** A phone card's line: its parts that have a value, joined by " · ". */
export const cardLine = (...parts: unknown[]) => parts.filter((part) => part !== null && part !== undefined && part !== '' && part !== false).join(' · ');
