import { useEffect } from 'react';

/** While `active`, closing or reloading the tab asks the browser's own "Leave site?" question. */
export function useBeforeUnloadPrompt(active: boolean) {
  useEffect(() => {
    if (!active) return;
    const ask = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = true;
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [active]);
}
