import { useEffect } from 'react';
import { contentLang } from './contentLang';

const OWN = 'contentLang';

/**
 * A text field holding Telugu says so (`lang="te"`) while it is focused or typed in, as the lists' cells do
 * (contentLang.ts): a review written in Telugu, opened in its form, was read with the page's English voice (audit).
 * Set on focus and on each input, when a screen reader reads the field. A field that states its own language (the
 * services' Telugu fields) is left alone.
 */
export function useContentLangFields() {
  useEffect(() => {
    const mark = (event: Event) => {
      const field = event.target;
      if (!(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement)) return;
      const ours = field.dataset[OWN] !== undefined;
      if (field.hasAttribute('lang') && !ours) return;
      const lang = contentLang(field.value);
      if (lang) {
        field.lang = lang;
        field.dataset[OWN] = '';
      } else if (ours) {
        field.removeAttribute('lang');
        delete field.dataset[OWN];
      }
    };
    document.addEventListener('focusin', mark);
    document.addEventListener('input', mark);
    return () => {
      document.removeEventListener('focusin', mark);
      document.removeEventListener('input', mark);
    };
  }, []);
}
