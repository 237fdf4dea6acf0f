import { useEffect } from 'react';

/**
 * react-admin's "Skip to content" focuses the page's content and at once blurs it, which leaves the focus on the
 * document: the next Tab went on from the content, but a screen reader announced nothing (audit). After its click,
 * the focus goes to the page's heading instead, as after a move to another page (useFocusAfterNavigation).
 */
export function useSkipToHeading() {
  useEffect(() => {
    // On the document, bubbling: after react-admin's own handler (React's listens on the root, below it).
    const onClick = (event: MouseEvent) => {
      if (!(event.target instanceof Element) || !event.target.closest('.skip-nav-button')) return;
      const main = document.getElementById('main-content');
      const target = main?.querySelector<HTMLElement>('h1') ?? main;
      if (!target) return;
      if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
      target.focus();
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, []);
}
