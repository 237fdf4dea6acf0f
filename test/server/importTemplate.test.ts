import { describe, expect, it } from 'vitest';
import { excelBatchStatus, facing, plotType } from '@shared/enums';
import {
  finalBatchStatus,
  headerOfField,
  missingRequiredColumns,
  propertyImportExample,
  propertyImportHeaders,
  validatePropertyRow,
} from '@shared/resources/propertyImport';
import { v } from '@shared/validation';

describe('property import template', () => {
  it('accepts its own example row, mapping lists, FAQs, enums and the location', () => {
    const result = validatePropertyRow(propertyImportExample);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value).toMatchObject({
      pricePerSqft: 5500,
      plotType: plotType.values.RESIDENTIAL,
      propertyFacing: facing.values.EAST,
      availabilityStatus: 1,
      amenities: ['Club House', 'Swimming Pool', '24x7 Security'],
      approvals: ['HMDA', 'DTCP'],
      faqs: [
        { question: 'Is it HMDA approved?', answer: 'Yes, fully approved.', isDeleted: false },
        { question: 'Is a loan available?', answer: 'Yes, from major banks.', isDeleted: false },
      ],
      reviews: [{ review: 'Good layout and wide roads.' }, { review: 'Great connectivity.' }],
      images: [{ url: 'demo/scene-1.png' }, { url: 'demo/scene-2.png' }],
      location: { type: 'Point', coordinates: [78.3303, 17.387] },
      isActive: true,
    });
  });

  it('matches headers loosely and enums by key, label or number', () => {
    const row = Object.fromEntries(Object.entries(propertyImportExample).map(([h, val]) => [h.toUpperCase().replace(/ /g, '_'), val]));
    const result = validatePropertyRow({ ...row, PLOT_TYPE: 'semi commercial', PROPERTY_FACING: 'NORTH_EAST', AVAILABILITY_STATUS: '3', pricePerSqft: '₹ 12,500' });
    expect(result.ok && result.value).toMatchObject({ plotType: 4, propertyFacing: 5, availabilityStatus: 3, pricePerSqft: 12500 });
  });

  it('reads decimal commas (and dot-grouped thousands) in rows of semicolon-separated files, and commas as thousands elsewhere', () => {
    const cells = { ...propertyImportExample, 'Price Per Sq Ft': '4 500,50', 'Property Ratings': '4,5', Latitude: '17,3870', Longitude: '78,3303' };
    expect(validatePropertyRow(cells, { decimalComma: true })).toMatchObject({
      ok: true,
      value: { pricePerSqft: 4500.5, propertyRatings: 4.5, location: { coordinates: [78.3303, 17.387] } },
    });
    expect(validatePropertyRow({ ...cells, 'Price Per Sq Ft': '1.234,5', 'Property Ratings': '4.5' }, { decimalComma: true })).toMatchObject({
      value: { pricePerSqft: 1234.5, propertyRatings: 4.5 },
    });
    expect(validatePropertyRow({ ...cells, 'Price Per Sq Ft': '1.234', 'Property Ratings': '4.5' }, { decimalComma: true })).toMatchObject({
      value: { pricePerSqft: 1234, propertyRatings: 4.5 },
    });
    expect(validatePropertyRow({ ...cells, 'Price Per Sq Ft': '₹ 12.345.678' }, { decimalComma: true })).toMatchObject({ value: { pricePerSqft: 12345678 } });
    expect(validatePropertyRow({ ...cells, 'Price Per Sq Ft': '0.125' }, { decimalComma: true })).toMatchObject({ value: { pricePerSqft: 0.125 } });
    expect(validatePropertyRow({ ...propertyImportExample, 'Price Per Sq Ft': '4,500' })).toMatchObject({ value: { pricePerSqft: 4500 } });
    expect(validatePropertyRow({ ...propertyImportExample, 'Price Per Sq Ft': '1.234' })).toMatchObject({ value: { pricePerSqft: 1.234 } });
  });

  it('reports the form schema errors per field for a bad row', () => {
    const result = validatePropertyRow({
      ...propertyImportExample,
      Address: '',
      'Plot Type': 'Castle',
      'Price Per Sq Ft': 'cheap',
      Images: 'only-one.jpg',
      FAQs: 'A question without answer',
      Approvals: 'HMDA; RERA',
      Latitude: 'north',
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toEqual(
      expect.arrayContaining([
        { field: 'address', message: v.address },
        { field: 'plotType', message: v.plotType },
        { field: 'pricePerSqft', message: v.notANumber, args: { value: 'cheap' } },
        { field: 'images', message: v.minImages },
        { field: 'faqs.0.answer', message: v.faqAnswer },
        { field: 'approvals.1', message: v.approvals },
        { field: 'location', message: v.location },
      ]),
    );
    expect(headerOfField('faqs.0.answer')).toBe('FAQs');
  });

  it('lists the required columns a header row lacks', () => {
    expect(missingRequiredColumns(propertyImportHeaders)).toEqual([]);
    expect(missingRequiredColumns(['address', 'Images'])).toContain('Price Per Sq Ft');
    expect(missingRequiredColumns(['address', 'Images'])).not.toContain('Latitude');
  });

  it('decides the final batch status by the documented rule', () => {
    const s = excelBatchStatus.values;
    expect(finalBatchStatus({ processedRows: 3, failedRows: 0, cutShort: false })).toBe(s.PROCESSED);
    expect(finalBatchStatus({ processedRows: 3, failedRows: 2, cutShort: false })).toBe(s.PROCESSED_WITH_ERRORS);
    expect(finalBatchStatus({ processedRows: 3, failedRows: 2, cutShort: true })).toBe(s.PARTIALLY_PROCESSED);
    expect(finalBatchStatus({ processedRows: 0, failedRows: 2, cutShort: false })).toBe(s.FAILED);
    expect(finalBatchStatus({ processedRows: 0, failedRows: 0, cutShort: false })).toBe(s.FAILED);
  });
});
