import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { setNumberLanguage } from '@admin/format';

// The suite runs one worker per core on 2-core machines, and a lazily loaded screen can take seconds to appear
// while the other worker is busy: find*/waitFor wait up to 30 s (1 s by default), an upper bound that only a
// failing test reaches. Set here, once for every view test, rather than by each helper module.
configure({ asyncUtilTimeout: 30_000 });

// The admins' clock, as in the browser tests (playwright.config.ts): times then carry no "IST" (fields.tsx). A test
// of another zone sets TZ itself and puts this back.
process.env.TZ = 'Asia/Kolkata';

afterEach(() => {
  cleanup();
  localStorage.clear();
  // This tab's session: a form's draft kept over an ended session, a spreadsheet an ended session cut short.
  sessionStorage.clear();
  // and the session cookie that mirrors the stored token (providers/storage.ts)
  document.cookie = 'estate_session=; Path=/; Max-Age=0';
  // The next test starts at the address, title and language a fresh page has.
  window.history.replaceState(null, '', '/');
  document.title = '';
  document.documentElement.lang = 'en';
  // Numbers are formatted by the language last chosen (format.ts), module state that outlives a test.
  setNumberLanguage('en');
});

// jsdom has no layout: ranges have no rectangles. ProseMirror (the rich-text editor) asks a range for them to
// scroll the caret into view after a command; empty answers are what a hidden element would give.
if (typeof Range !== 'undefined' && !Range.prototype.getClientRects) {
  Range.prototype.getClientRects = () => ({ length: 0, item: () => null, [Symbol.iterator]: [][Symbol.iterator] }) as unknown as DOMRectList;
  Range.prototype.getBoundingClientRect = () => new DOMRect();
}

// jsdom finds a label's `for` control by walking the whole document, for every label at each `labels` lookup, so a
// *ByLabelText query on a long form (every labelable element × every label × every node) took most of the view
// tests' time (the property form's file: ~20 of its 54 s). The same answer, as the HTML spec defines it, through
// the document's id index. Patched on jsdom's implementation class, which its own `labels` lookup calls.
if (typeof HTMLLabelElement !== 'undefined') {
  const wrapper = document.createElement('label');
  const implKey = Object.getOwnPropertySymbols(wrapper).find((key) => key.description === 'impl');
  const labelImpl = implKey ? Object.getPrototypeOf((wrapper as unknown as Record<symbol, object>)[implKey]) : undefined;
  const walkingControl = labelImpl && Object.getOwnPropertyDescriptor(labelImpl, 'control')?.get;
  type Impl = { nodeType: number; localName: string; namespaceURI: string; getAttributeNS(ns: null, name: string): string | null };
  type LabelImpl = Impl & { getRootNode(options: object): { nodeType: number; getElementById(id: string): Impl | null } };
  const labelable = new Set(['button', 'meter', 'output', 'progress', 'select', 'textarea']);
  const isLabelable = (node: Impl) =>
    node.namespaceURI === 'http://www.w3.org/1999/xhtml' && (labelable.has(node.localName) || (node.localName === 'input' && node.getAttributeNS(null, 'type') !== 'hidden'));
  if (walkingControl) {
    Object.defineProperty(labelImpl, 'control', {
      configurable: true,
      get(this: LabelImpl) {
        const id = this.getAttributeNS(null, 'for');
        const root = this.getRootNode({});
        if (id === null || root.nodeType !== Node.DOCUMENT_NODE) return walkingControl.call(this);
        const target = id === '' ? null : root.getElementById(id);
        return target && isLabelable(target) ? target : null;
      },
    });
  }
}
