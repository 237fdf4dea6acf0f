import { describe, expect, it } from 'vitest';
import { fileNameOf, storedKey, storedNameStem } from '@shared/uploads';

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

  it('write letters of other scripts as code points between tildes, read back as the letters', () => {
    expect(storedNameStem('ప్లాట్ 12 Kollur')).toBe('~c2a~c4d~c32~c3e~c1f~c4d~-12-Kollur');
    expect(fileNameOf(storedKey('gallery', `${storedNameStem('ప్లాట్ 12 Kollur')}.jpg`, id))).toBe('ప్లాట్-12-Kollur.jpg');
    expect(fileNameOf(`gallery/2026/11/${id}-${storedNameStem('北京 map')}.png`)).toBe('北京-map.png');
    // Accents go; signs and emoji become one dash at most; a tilde typed by the user is a sign like the others.
    expect(storedNameStem('Café déjà vu')).toBe('Cafe-deja-vu');
    expect(storedNameStem('😀 a~b (1)')).toBe('a-b-1');
    // At most 80 characters of the name, never cut inside a letter's code.
    expect(fileNameOf(`x/${storedNameStem('తె'.repeat(50))}.jpg`)).toBe(`${'తె'.repeat(40)}.jpg`);
    expect(storedNameStem('a'.repeat(100))).toBe('a'.repeat(80));
  });
});
