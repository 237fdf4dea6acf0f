import { describe, expect, it } from 'vitest';
import { addImages, removeImage, visibleImages } from '@admin/uploads/imageValue';

describe('image list values', () => {
  const items = [
    { _id: 'i1', url: 'p/a.jpg', isDeleted: false },
    { _id: 'i2', url: 'p/b.jpg', isDeleted: true },
    { url: 'p/c.jpg', isDeleted: false },
  ];

  it('shows only the items not deleted, with their stored position', () => {
    expect(visibleImages(items, 'items')).toEqual([
      { prefix: 'p/a.jpg', index: 0 },
      { prefix: 'p/c.jpg', index: 2 },
    ]);
    expect(visibleImages(undefined, 'prefixes')).toEqual([]);
  });

  it('marks a saved item deleted and drops an unsaved one', () => {
    expect(removeImage(items, 'items', 0)).toEqual([{ ...items[0], isDeleted: true }, items[1], items[2]]);
    expect(removeImage(items, 'items', 2)).toEqual([items[0], items[1]]);
  });

  it('adds new items unsaved, and prefixes as they are', () => {
    expect(addImages([], 'items', ['p/d.jpg'])).toEqual([{ url: 'p/d.jpg', isDeleted: false }]);
    expect(addImages(['s/a.jpg'], 'prefixes', ['s/b.jpg'])).toEqual(['s/a.jpg', 's/b.jpg']);
    expect(removeImage(['s/a.jpg', 's/b.jpg'], 'prefixes', 0)).toEqual(['s/b.jpg']);
  });

});
