import { useEffect } from 'react';

/**
 * Keeps a focused table cell clear of the pinned columns (pinnedColumns.ts) on its right, and whole at the table's
 * left edge. The browser scrolls a focused element into the table's scroller, but not out from under sticky cells:
 * tabbing through the property list's headers, "Sort by Created at" took the focus wholly under Status and Actions,
 * only its tooltip showing.
 */
export function useFocusClearOfPinnedColumns() {
  useEffect(() => {
    const reveal = (event: FocusEvent) => {
      const cell = (event.target as Element | null)?.closest?.('td, th');
      const scroller = cell?.closest<HTMLElement>('.RaDataTable-tableWrapper');
      if (!cell || !scroller || scroller.scrollWidth <= scroller.clientWidth || isPinned(cell)) return;
      // After the browser's own scrolling into view, which may follow the event.
      requestAnimationFrame(() => {
        const box = cell.getBoundingClientRect();
        const pinnedLeft = Math.min(
          ...[...(cell.parentElement?.children ?? [])].filter((other) => other !== cell && isPinned(other)).map((other) => other.getBoundingClientRect().left),
        );
        const edge = scroller.getBoundingClientRect().left;
        const room = box.left - edge; // never past the scroller's own left edge
        const by = Math.min(box.right - pinnedLeft, room);
        if (by > 0) scroller.scrollLeft += Math.ceil(by);
        // Backwards (Shift+Tab), the browser showed only the part of a cell it needed: "Sort by User Email" 41 px cut.
        else if (room < 0) scroller.scrollLeft += Math.floor(room);
      });
    };
    document.addEventListener('focusin', reveal);
    return () => document.removeEventListener('focusin', reveal);
  }, []);
}

/** Pinned cells are sticky with a right offset; every header cell is sticky, at the top only. */
const isPinned = (cell: Element) => getComputedStyle(cell).right !== 'auto';
