import { useEffect } from 'react';

/**
 * Runs `repair` over the document now and over every element added (or whose `attribute` changes) afterwards: for
 * what react-admin renders without a way to pass the right attribute in (useRowCheckboxLabels, useRequiredMarks).
 */
export function useDomRepair(repair: (root: Element | Document) => void, attribute?: string) {
  useEffect(() => {
    repair(document);
    const observer = new MutationObserver((records) => {
      for (const record of records) {
        if (record.type === 'attributes') repair(record.target as Element);
        for (const node of record.addedNodes) if (node instanceof Element) repair(node);
      }
    });
    observer.observe(document.body, { childList: true, subtree: true, ...(attribute && { attributes: true, attributeFilter: [attribute] }) });
    return () => observer.disconnect();
  }, [repair, attribute]);
}
