/**
 * Chromium turns the value of a focused number box with the mouse wheel: scrolling the page with the pointer over
 * the Fee field saved 2498 instead of the 2500 typed (audit). The box gives up the focus as the wheel turns over
 * it, so the wheel scrolls the page and the amount stays. Once for the whole admin (every NumberInput).
 */
export function guardNumberInputsFromWheel(doc: Document = document): () => void {
  const onWheel = (event: WheelEvent) => {
    const box = event.target;
    if (box instanceof HTMLInputElement && box.type === 'number' && box === doc.activeElement) box.blur();
  };
  doc.addEventListener('wheel', onWheel, { passive: true, capture: true });
  return () => doc.removeEventListener('wheel', onWheel, { capture: true });
}
