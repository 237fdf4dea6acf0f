import { describe, expect, it } from 'vitest';
import { requiredSources, schemaFields } from '@admin/forms/schemaFields';
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
