import { useEffect } from 'react';

export type DomRepair = (root: Element | Document) => void;

/**
 * Runs each repair over the document now, then over every element added, or whose attribute among `attributes`
 * changes, afterwards: for what react-admin renders without a way to pass the right attribute in
 * (labelRowCheckboxes, markRequiredInputs). One observer for them all, so an added list is walked once per repair
 * and watched once. Pass module-level arrays: they are the effect's dependencies.
 */
export function useDomRepairs(repairs: readonly DomRepair[], attributes: readonly string[] = []) {
  useEffect(() => {
    const repair = (root: Element | Document) => repairs.forEach((fix) => fix(root));
    repair(document);
    const observer = new MutationObserver((records) => {
      for (const record of records) {
        if (record.type === 'attributes') repair(record.target as Element);
        for (const node of record.addedNodes) if (node instanceof Element) repair(node);
      }
    });
    observer.observe(document.body, { childList: true, subtree: true, ...(attributes.length > 0 && { attributes: true, attributeFilter: [...attributes] }) });
    return () => observer.disconnect();
  }, [repairs, attributes]);
}
