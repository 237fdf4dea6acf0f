import { describe, expect, it } from 'vitest';
import { fileNameOf, storedKey } from '@shared/uploads';

describe('stored file keys', () => {
  const id = 'c958a9d2-f25d-455d-aa64-c1a4d2967313';

  it('file under folder, year and month, the name kept after a random id', () => {
    expect(storedKey('review', 'img1.png', id, new Date('2026-11-25T10:00:00Z'))).toBe(`review/2026/11/${id}-img1.png`);
  });

  it('give back the name the user knows, without the id', () => {
    expect(fileNameOf(storedKey('gallery', 'Site-photo.jpg', id))).toBe('Site-photo.jpg');
    expect(fileNameOf('property/2024/05/brochure.pdf')).toBe('brochure.pdf'); // a key without an id (demo data)
    expect(fileNameOf(`review/2026/11/${id}-`)).toBe(`${id}-`); // nothing after the id: the segment as it is
  });
});
