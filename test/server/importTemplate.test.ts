import { describe, expect, it } from 'vitest';
import { excelBatchStatus, facing, plotType } from '@shared/enums';
import {
  finalBatchStatus,
  headerOfField,
  missingRequiredColumns,
  propertyImportExample,
  propertyImportHeaders,
  LATITUDE_FIELD,
  validatePropertyRow,
  WHOLE_ROW_FIELD,
} from '@shared/resources/propertyImport';
import { v } from '@shared/validation';

describe('property import template', () => {
  it('accepts a row made from its example row, mapping lists, FAQs, enums and the location', () => {
    const result = validatePropertyRow({ ...propertyImportExample, Address: 'Plot 15, Road No. 3, Kokapet, Hyderabad 500075' });
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

  it('refuses its example row left as it is, however the file spells it, and nothing else', () => {
    const refused = { ok: false, errors: [{ field: WHOLE_ROW_FIELD, message: v.templateExampleRow }] };
    expect(validatePropertyRow(propertyImportExample)).toEqual(refused);
    // Read as the importer reads cells: spaces around cells, other header spellings, another column order, an
    // unknown column, the template opened and saved again by Excel (numbers rewritten) are still the example.
    const respelled = Object.fromEntries(
      Object.entries(propertyImportExample)
        .reverse()
        .map(([h, val]) => [h.toUpperCase().replace(/ /g, '_'), `  ${val} `]),
    );
    expect(validatePropertyRow({ ...respelled, Notes: 'mine' })).toEqual(refused);
    expect(validatePropertyRow({ ...propertyImportExample, 'Price Per Sq Ft': '5500', Latitude: '17.387' })).toEqual(refused);
    expect(validatePropertyRow(propertyImportExample, { decimalComma: true })).toEqual(refused);

    // Any cell changed, emptied or its column left out: the row is the admin's own, validated as usual.
    const changed: Record<string, string> = {
      Address: 'Plot 15, Road No. 3, Kokapet, Hyderabad 500075',
      'Property No': 'KKP-0015',
      'Plot Type': 'Commercial',
      'Price Per Sq Ft': '5,600',
      Amenities: 'Club House; Swimming Pool',
      Images: 'demo/scene-2.png; demo/scene-1.png',
      Latitude: '17.3871',
      Active: 'No',
    };
    for (const [header, value] of Object.entries(changed)) {
      expect(validatePropertyRow({ ...propertyImportExample, [header]: value }), header).toMatchObject({ ok: true });
    }
    for (const header of propertyImportHeaders) {
      const { [header]: _, ...without } = propertyImportExample;
      for (const row of [without, { ...propertyImportExample, [header]: '' }]) {
        const result = validatePropertyRow(row);
        if (!result.ok) expect(result.errors.map((e) => e.message), header).not.toContain(v.templateExampleRow);
      }
    }
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
    // Read as 0.125 and 1.234 (not 125 and 1234, which would import): then refused, a price being rupees and paise.
    const finerThanPaise = { ok: false, errors: [{ field: 'pricePerSqft', message: 'app.validation.amountPaise' }] };
    expect(validatePropertyRow({ ...cells, 'Price Per Sq Ft': '0.125' }, { decimalComma: true })).toMatchObject(finerThanPaise);
    expect(validatePropertyRow({ ...propertyImportExample, 'Price Per Sq Ft': '4,500' })).toMatchObject({ value: { pricePerSqft: 4500 } });
    expect(validatePropertyRow({ ...propertyImportExample, 'Price Per Sq Ft': '1.234' })).toMatchObject(finerThanPaise);
  });

  it('in a comma-separated file, reads a comma no grouping ends with as a decimal comma, and refuses what is no number', () => {
    // Indian and Western grouping as before.
    expect(validatePropertyRow({ ...propertyImportExample, 'Price Per Sq Ft': '₹ 1,50,000' })).toMatchObject({ value: { pricePerSqft: 150000 } });
    expect(validatePropertyRow({ ...propertyImportExample, 'Price Per Sq Ft': '1,234,567.5' })).toMatchObject({ value: { pricePerSqft: 1234567.5 } });
    // Read as 55005 and 15 before, silently.
    expect(validatePropertyRow({ ...propertyImportExample, 'Price Per Sq Ft': '5 500,5', 'Property Ratings': '4,5' })).toMatchObject({
      ok: true,
      value: { pricePerSqft: 5500.5, propertyRatings: 4.5 },
    });
    for (const price of ['1,5000', '12,34,5', '5,500,50']) {
      expect(validatePropertyRow({ ...propertyImportExample, 'Price Per Sq Ft': price }), price).toMatchObject({
        ok: false,
        errors: [{ field: 'pricePerSqft', message: 'app.validation.notANumber', args: { value: price } }],
      });
    }
  });

  it('reports the form schema errors per field for a bad row', () => {
    const result = validatePropertyRow({
      ...propertyImportExample,
      Address: '',
      'Plot Type': 'Castle',
      'Property Facing': 'Up',
      'Availability Status': '9',
      'Price Per Sq Ft': 'cheap',
      Images: 'only-one.jpg',
      FAQs: 'A question without answer',
      Approvals: 'HMDA; RERA',
      Latitude: 'north',
      'Area Of Plot': 'x'.repeat(201),
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toEqual(
      expect.arrayContaining([
        { field: 'address', message: v.address },
        { field: 'areaOfPlot', message: v.tooLong, args: { max: '200' } },
        { field: 'pricePerSqft', message: v.notANumber, args: { value: 'cheap' } },
        { field: 'images', message: v.minImages },
        // Without its separator an FAQ says how it is written, rather than "Please enter answer".
        { field: 'faqs.0.answer', message: v.faqFormat, args: { separator: '::' } },
        // The location's error names its column (Latitude), and what is wrong with it.
        { field: 'location.latitude', message: v.notANumber, args: { value: 'north' } },
      ]),
    );
    expect(headerOfField('faqs.0.answer')).toBe('FAQs');
    expect(headerOfField('location.latitude')).toBe('Latitude');
    expect(headerOfField('location.longitude')).toBe('Longitude');
    // A coordinate out of range says its range, as the form does, rather than "Please select location".
    const farNorth = validatePropertyRow({ ...propertyImportExample, Address: 'Plot 9, Kokapet', Latitude: '200' });
    expect(!farNorth.ok && farNorth.errors).toEqual([{ field: 'location.latitude', message: v.latitudeRange }]);
    const farEast = validatePropertyRow({ ...propertyImportExample, Address: 'Plot 9, Kokapet', Longitude: '-181' });
    expect(!farEast.ok && farEast.errors).toEqual([{ field: 'location.longitude', message: v.longitudeRange }]);
    // Each coordinate in range, the point not in India: swapped (Hyderabad's pair the wrong way round), or elsewhere.
    const swapped = validatePropertyRow({ ...propertyImportExample, Address: 'Plot 9, Kokapet', Latitude: '78.33', Longitude: '17.387' });
    expect(!swapped.ok && swapped.errors).toEqual([{ field: 'location', message: v.coordinatesSwapped }]);
    const london = validatePropertyRow({ ...propertyImportExample, Address: 'Plot 9, Kokapet', Latitude: '51.5', Longitude: '-0.12' });
    expect(!london.ok && london.errors).toEqual([{ field: 'location', message: v.outsideIndia }]);
    expect(headerOfField('location')).toBe('Latitude');
    // One coordinate without the other names the empty column, not the filled one.
    const noLongitude = validatePropertyRow({ ...propertyImportExample, Address: 'Plot 9, Kokapet', Longitude: '' });
    expect(!noLongitude.ok && noLongitude.errors).toEqual([{ field: 'location.longitude', message: v.longitudeMissing }]);
    const noLatitude = validatePropertyRow({ ...propertyImportExample, Address: 'Plot 9, Kokapet', Latitude: '' });
    expect(!noLatitude.ok && noLatitude.errors).toEqual([{ field: 'location.latitude', message: v.latitudeMissing }]);
    // Neither yes nor no names the value and what is accepted; an FAQ with its separator but no answer asks for it.
    const maybe = validatePropertyRow({ ...propertyImportExample, Address: 'Plot 9, Kokapet', Active: 'maybe' });
    expect(!maybe.ok && maybe.errors).toEqual([{ field: 'isActive', message: v.notYesOrNo, args: { value: 'maybe' } }]);
    const noAnswer = validatePropertyRow({ ...propertyImportExample, Address: 'Plot 9, Kokapet', FAQs: 'Is it near the ORR?::' });
    expect(!noAnswer.ok && noAnswer.errors).toEqual([{ field: 'faqs.0.answer', message: v.faqAnswer }]);
  });

  it('names an unknown choice and the accepted ones; an empty choice cell asks for a value', () => {
    const errorsOf = (cells: Record<string, string>) => {
      const result = validatePropertyRow({ ...propertyImportExample, Address: 'CHOICES', ...cells });
      return result.ok ? [] : result.errors;
    };
    expect(errorsOf({ 'Plot Type': ' Castle ', 'Property Facing': 'Up', 'Availability Status': '9', Approvals: 'hmda; RERA; GP; ' })).toEqual([
      {
        field: 'plotType',
        message: v.notAPlotType,
        args: { value: 'Castle', choices: 'Apartment, Housing, Commercial, Semi Commercial, Retail, Industrial, Residential' },
      },
      {
        field: 'propertyFacing',
        message: v.notAFacing,
        args: { value: 'Up', choices: 'North, South, East, West, North East, North West, South East, South West' },
      },
      { field: 'availabilityStatus', message: v.notAnAvailabilityStatus, args: { value: '9', choices: 'Open, Booked, Registered' } },
      { field: 'approvals.1', message: v.notAnApproval, args: { value: 'RERA', choices: 'HMDA, DTCP, GP, OTHER' } },
    ]);
    // "Null" (0) is no answer to a required choice: named as well.
    expect(errorsOf({ 'Plot Type': 'Null' })).toEqual([expect.objectContaining({ field: 'plotType', message: v.notAPlotType, args: expect.objectContaining({ value: 'Null' }) })]);
    // Each listed choice is accepted as written.
    for (const name of ['Semi Commercial', 'Residential']) expect(validatePropertyRow({ ...propertyImportExample, Address: 'CHOICES', 'Plot Type': name }).ok).toBe(true);
    for (const name of ['North East', 'South West']) expect(validatePropertyRow({ ...propertyImportExample, Address: 'CHOICES', 'Property Facing': name }).ok).toBe(true);
    // Empty: the form's own message, as before.
    expect(errorsOf({ 'Plot Type': '', 'Property Facing': ' ', 'Availability Status': '', Approvals: ';' })).toEqual([
      { field: 'plotType', message: v.plotType },
      { field: 'propertyFacing', message: v.propertyFacing },
      { field: 'availabilityStatus', message: v.availabilityStatus },
      { field: 'approvals', message: v.approvals },
    ]);
  });

  it('fails a cell with characters the file lost (U+FFFD) or hidden control characters, naming the column', () => {
    const own = { ...propertyImportExample, Address: 'Plot 15, Road No. 3, Kokapet, Hyderabad 500075' };
    // Bytes that are no UTF-8 (a .csv saved as "ANSI") read as U+FFFD: stored, the address read "Plot ��".
    expect(validatePropertyRow({ ...own, Address: 'Plot \u0001\uFFFD\uFFFD, Kokapet', Latitude: '17.38\uFFFD' })).toEqual({
      ok: false,
      errors: [
        { field: 'address', message: v.unreadableCharacter },
        { field: LATITUDE_FIELD, message: v.unreadableCharacter },
      ],
    });
    expect(validatePropertyRow({ ...own, 'About Builder': 'Builder \u001b[31m' })).toEqual({
      ok: false,
      errors: [{ field: 'aboutBuilder', message: v.hiddenCharacter, args: { code: 'U+001B' } }],
    });
    expect(validatePropertyRow({ ...own, Amenities: 'Pool; Gym\u0007' })).toEqual({
      ok: false,
      errors: [{ field: 'amenities.1', message: v.hiddenCharacter, args: { code: 'U+0007' } }],
    });
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
