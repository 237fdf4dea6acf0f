import type { GalleryImage } from '@shared/resources/property';

/** A gallery image as react-admin holds it (`id` mapped from `_id`). */
export type GalleryItem = GalleryImage & { id: string };
