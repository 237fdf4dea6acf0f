/** react-admin's row selection checkboxes (DataTable and Datagrid). */
const ROW_CHECKBOX = '.RaDataTable-checkbox[aria-label], .RaDatagrid-checkbox[aria-label]';

/**
 * react-admin 5.15 gives its row checkboxes `aria-label` as a prop of MUI's Checkbox, which puts it on the
 * wrapping span: the input itself has no name (screen readers say "checkbox"), and axe flags both. Until
 * react-admin passes it to the input, this moves the label of each row checkbox in `root` (itself included) onto
 * its input, as rows appear (useDomRepairs, in AppLayout, also when an `aria-label` changes: React writes an
 * attribute again only when its value changes, in another language, which is moved over in turn).
 */
export function labelRowCheckboxes(root: Element | Document) {
  const wrappers = [...root.querySelectorAll<HTMLElement>(ROW_CHECKBOX)];
  if (root instanceof HTMLElement && root.matches(ROW_CHECKBOX)) wrappers.push(root);
  for (const wrapper of wrappers) {
    const input = wrapper.querySelector('input');
    if (!input) continue;
    input.setAttribute('aria-label', wrapper.getAttribute('aria-label') ?? '');
    wrapper.removeAttribute('aria-label');
  }
}

