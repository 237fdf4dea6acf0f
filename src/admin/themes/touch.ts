/** Sizes for fingers: applied only where the pointer is coarse (a touch screen). */

/**
 * On a touch screen every button is at least 40 px each way (the audit measured 30 px image-remove and list-item
 * buttons, 31 px row buttons, 34 px editor tools on a phone): a finger missed them, or hit the neighbour.
 * Mouse-driven screens keep MUI's denser sizes.
 */
const COARSE = '@media (pointer: coarse)';
export const touchTarget = { [COARSE]: { minWidth: 40, minHeight: 40 } };
/** For controls inside a line of text (a table's sort labels, a text's More): a larger invisible hit area instead. */
export const touchHitArea = { [COARSE]: { position: 'relative', '&::after': { content: '""', position: 'absolute', inset: '-10px -4px' } } } as const;
/**
 * A chip's delete icon (a picked amenity, a filter value) is a 16–22 px SVG, which cannot take a pseudo-element:
 * padding widens what a finger hits to 40 px (a small chip's 16 px icon), and margins 12 px wider than MUI's keep
 * the chip's size and the icon where it was.
 */
export const touchChipDelete = ({ ownerState }: { ownerState: { size?: string } }) => {
  const [left, right] = ownerState.size === 'small' ? [-4, 4] : [-6, 5];
  return { [COARSE]: { boxSizing: 'content-box', padding: 12, margin: `-12px ${right - 12}px -12px ${left - 12}px` } } as const;
};
