/** react-admin's required mark: FieldTitle's " *", hidden from screen readers. */
const REQUIRED_MARK = 'label[for] span[aria-hidden="true"]';

/**
 * react-admin shows a required field with an asterisk in its label, hidden from screen readers, and does not tell
 * MUI (whose `required` would add a second asterisk and the browser's own validation): a required field read as
 * optional (audit). This gives the input of each label in `root` that carries the mark `aria-required`, as forms
 * appear (useDomRepairs, in AppLayout).
 */
export function markRequiredInputs(root: Element | Document) {
  for (const mark of root.querySelectorAll(REQUIRED_MARK)) {
    if (mark.textContent?.trim() !== '*') continue;
    const input = document.getElementById(mark.closest('label')!.htmlFor);
    if (input && !input.hasAttribute('aria-required')) input.setAttribute('aria-required', 'true');
  }
}

