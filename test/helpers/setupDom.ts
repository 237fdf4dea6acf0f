import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// The suite runs one worker per core on 2-core machines, and a lazily loaded screen can take seconds to appear
// while the other worker is busy: find*/waitFor wait up to 30 s (1 s by default), an upper bound that only a
// failing test reaches. Set here, once for every view test, rather than by each helper module.
configure({ asyncUtilTimeout: 30_000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
  // The next test starts at the address, title and language a fresh page has.
  window.history.replaceState(null, '', '/');
  document.title = '';
  document.documentElement.lang = 'en';
});

// jsdom has no layout: ranges have no rectangles. ProseMirror (the rich-text editor) asks a range for them to
// scroll the caret into view after a command; empty answers are what a hidden element would give.
if (typeof Range !== 'undefined' && !Range.prototype.getClientRects) {
  Range.prototype.getClientRects = () => ({ length: 0, item: () => null, [Symbol.iterator]: [][Symbol.iterator] }) as unknown as DOMRectList;
  Range.prototype.getBoundingClientRect = () => new DOMRect();
}
