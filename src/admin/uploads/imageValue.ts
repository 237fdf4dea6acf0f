/**
 * The two value shapes of a multi-image field and what adding or removing does to them (spec §4):
 * `items` — property images `{url, isDeleted, _id?}`: removing a saved one (it has an `_id`) marks it
 * deleted so the server deletes it; removing an unsaved one drops it. `prefixes` — `string[]`: remove drops.
 */
export type ImageItem = { url: string; isDeleted?: boolean; _id?: string };
export type ImageListVariant = 'items' | 'prefixes';
export type ImageListValue = ImageItem[] | string[];

/** The images still shown, with their position in the stored value. */
export function visibleImages(value: unknown, variant: ImageListVariant): { prefix: string; index: number }[] {
  if (!Array.isArray(value)) return [];
  if (variant === 'prefixes') {
    return value.flatMap((v, index) => (typeof v === 'string' && v !== '' ? [{ prefix: v, index }] : []));
  }
  return (value as ImageItem[]).flatMap((item, index) =>
    item && typeof item.url === 'string' && !item.isDeleted ? [{ prefix: item.url, index }] : [],
  );
}

export function addImages(value: unknown, variant: ImageListVariant, prefixes: string[]): ImageListValue {
  const current = Array.isArray(value) ? value : [];
  if (variant === 'prefixes') return [...(current as string[]), ...prefixes];
  return [...(current as ImageItem[]), ...prefixes.map((url) => ({ url, isDeleted: false }))];
}

export function removeImage(value: unknown, variant: ImageListVariant, index: number): ImageListValue {
  const current = Array.isArray(value) ? value : [];
  if (variant === 'prefixes') return (current as string[]).filter((_, i) => i !== index);
  const items = current as ImageItem[];
  const target = items[index];
  if (!target) return items;
  if (target._id) return items.map((item, i) => (i === index ? { ...item, isDeleted: true } : item));
  return items.filter((_, i) => i !== index);
}
