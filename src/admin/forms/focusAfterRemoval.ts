/** The class names react-admin gives a list input's Remove and Add buttons; ours use them too. */
export const REMOVE_BUTTON_CLASS = 'button-remove';
export const ADD_BUTTON_CLASS = 'button-add';

/**
 * Where the keyboard goes once an item of a list (a list input's row, an image) is removed: the Remove button of the
 * item now in its place, else of the one before, else `fallback` (by default the list's Add button). The removed
 * button took the focus away with it, and a keyboard user started again from the top of a long form (audit).
 */
export function focusAfterRemoval(list: Element | null, index: number, fallback = () => list?.querySelector<HTMLElement>(`.${ADD_BUTTON_CLASS}`)) {
  requestAnimationFrame(() => {
    if (!list?.isConnected) return;
    const removes = list.querySelectorAll<HTMLElement>(`.${REMOVE_BUTTON_CLASS}`);
    (removes[index] ?? removes[index - 1] ?? fallback())?.focus();
  });
}
