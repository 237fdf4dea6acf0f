import { describe, expect, it } from 'vitest';
import { maxLengthOf, requiredSources, schemaFields } from '@admin/forms/schemaFields';
import { blogInputSchema, reviewInputSchema } from '@shared/resources/contentSchemas';
import { propertyInputSchema } from '@shared/resources/propertySchemas';
import { serviceInputSchema } from '@shared/resources/servicesSchemas';

describe('required marks read from the shared schemas', () => {
  it('marks the fields a form cannot be saved without, and no optional field or switch', () => {
    // The fee starts at 0, but a cleared fee is refused: it is marked.
    expect([...requiredSources(serviceInputSchema)].sort()).toEqual(['description', 'fee', 'highlights', 'images', 'title']);
    expect([...requiredSources(reviewInputSchema)].sort()).toEqual(['description', 'name', 'reviewType']);
    expect([...requiredSources(blogInputSchema)].sort()).toEqual([
      'file',
      'longDescription',
      'metaDescription',
      'metaTitle',
      'shortDescription',
      'thumbImage',
      'title',
    ]);
    const property = requiredSources(propertyInputSchema);
    expect(property).not.toContain('propertyNo');
    expect(property).not.toContain('location');
    expect(property).not.toContain('isActive');
    expect(Object.keys(propertyInputSchema.shape).filter((key) => !property.has(key)).sort()).toEqual([
      'isActive',
      'location',
      'propertyNo',
    ]);
  });

  it('gives an array input the mark through a validator that refuses nothing', () => {
    const field = schemaFields(propertyInputSchema);
    expect(field('address')).toEqual({ source: 'address', isRequired: true });
    expect(field('propertyNo')).toEqual({ source: 'propertyNo', isRequired: false });
    const { validate } = field.list('faqs');
    expect(validate).toHaveProperty('isRequired', true);
    expect(validate?.([], {}, {})).toBeUndefined();
    expect(field.list('location')).toEqual({ source: 'location' });
  });
});

describe('text limits read from the shared schemas', () => {
  it('finds a text’s limit through its optional, default and transform wrappers, and none for other fields', () => {
    expect(maxLengthOf(blogInputSchema.shape.shortDescription)).toBe(2000);
    expect(maxLengthOf(blogInputSchema.shape.seoTitle)).toBe(300);
    expect(maxLengthOf(serviceInputSchema.shape.teluguDescription)).toBe(5000);
    expect(maxLengthOf(serviceInputSchema.shape.fee)).toBeUndefined();
    expect(maxLengthOf(blogInputSchema.shape.featured)).toBeUndefined();
  });

  it('puts a character count under a counted text only', () => {
    const field = schemaFields(blogInputSchema);
    expect(field.counted('shortDescription')).toMatchObject({ source: 'shortDescription', isRequired: true, helperText: expect.anything() });
    expect(field.counted('featured')).toEqual({ source: 'featured', isRequired: false });
  });
});
