import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { properties } from '../../src/server/db/tables/index';
import { buildTestApp, type TestApp } from '../helpers/buildTestApp';
import { errorShape, FIXTURE_FILES, validProperty } from './fixtures';
import { v } from '@shared/validation';

const base = '/api/v1/admin/property';

describe('property CRUD', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
    await t.store(...FIXTURE_FILES, 'a.jpg', 'b.jpg', 'property/c.jpg');
  });
  afterAll(() => t.close());

  const count = async () => (await t.app.ctx.db.select({ n: sql<number>`count(*)::int` }).from(properties))[0].n;

  it('creates, gets, lists, updates, toggles and deletes a property', async () => {
    const created = await t.inject({ method: 'POST', url: `${base}/create`, payload: validProperty() });
    expect(created.statusCode).toBe(201);
    const record = created.json().data;
    expect(record).toMatchObject({
      _id: expect.any(String),
      address: 'Plot 12, Gachibowli, Hyderabad',
      location: { type: 'Point', coordinates: [78.35, 17.44] },
      isActive: true,
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
    expect(record.faqs[0]).toEqual({ _id: expect.any(String), question: 'Is it gated?', answer: 'Yes', isDeleted: false });
    expect(record.reviews[0]).toMatchObject({ _id: expect.any(String), createdAt: expect.any(String), isDeleted: false });

    const got = await t.inject({ method: 'GET', url: `${base}/get/${record._id}` });
    expect(got.json().data).toEqual(record);

    const list = await t.inject({ method: 'GET', url: `${base}/list?pageNo=1&pageSize=10` });
    expect(list.json().data.meta.total).toBe(1);
    expect(list.json().data.results[0]._id).toBe(record._id);

    const update = await t.inject({
      method: 'POST',
      url: `${base}/update/${record._id}`,
      payload: validProperty({
        address: 'Kokapet',
        faqs: [
          { ...record.faqs[0], isDeleted: true },
          { question: 'Parking?', answer: 'Two', isDeleted: false },
          { question: 'Dropped before save', answer: 'x', isDeleted: true },
        ],
        reviews: record.reviews,
        images: [...record.images, { url: 'property/c.jpg', isDeleted: false }],
      }),
    });
    expect(update.statusCode).toBe(200);
    const updated = update.json().data;
    expect(updated.address).toBe('Kokapet');
    expect(updated.faqs).toEqual([
      { ...record.faqs[0], isDeleted: true },
      { _id: expect.any(String), question: 'Parking?', answer: 'Two', isDeleted: false },
    ]);
    expect(updated.images.map((i: { _id: string }) => i._id).slice(0, 2)).toEqual(record.images.map((i: { _id: string }) => i._id));
    expect(updated.images).toHaveLength(3);

    const toggled = await t.inject({ method: 'PATCH', url: `${base}/status/update/${record._id}` });
    expect(toggled.json().data.isActive).toBe(false);
    const back = await t.inject({ method: 'PATCH', url: `${base}/status/update/${record._id}`, headers: { 'content-type': 'application/json' } });
    expect(back.json().data.isActive).toBe(true);

    const deleted = await t.inject({ method: 'DELETE', url: `${base}/delete/${record._id}` });
    expect(deleted.statusCode).toBe(200);
    expect((await t.inject({ method: 'GET', url: `${base}/get/${record._id}` })).statusCode).toBe(404);
    expect((await t.inject({ method: 'GET', url: `${base}/list` })).json().data.meta.total).toBe(0);
    expect((await t.inject({ method: 'DELETE', url: `${base}/delete/${record._id}` })).statusCode).toBe(404);
  });

  it('filters the list by availability and plot type (extensions), refusing values that are neither', async () => {
    const made = [];
    for (const [availabilityStatus, plotType] of [[1, 1], [2, 1], [2, 7]]) {
      const res = await t.inject({ method: 'POST', url: `${base}/create`, payload: validProperty({ propertyNo: `FILTER-${availabilityStatus}-${plotType}`, availabilityStatus, plotType }) });
      expect(res.statusCode, res.body).toBe(201);
      made.push(res.json().data._id as string);
    }
    const numbers = async (query: string) => {
      const res = await t.inject({ method: 'GET', url: `${base}/list?search=FILTER-&orderBy=propertyNo&orderDirection=asc&${query}` });
      expect(res.statusCode, res.body).toBe(200);
      return (res.json().data.results as { propertyNo: string }[]).map((r) => r.propertyNo);
    };
    expect(await numbers('availabilityStatus=2')).toEqual(['FILTER-2-1', 'FILTER-2-7']);
    expect(await numbers('plotType=1')).toEqual(['FILTER-1-1', 'FILTER-2-1']);
    expect(await numbers('availabilityStatus=2&plotType=7')).toEqual(['FILTER-2-7']);
    expect(await numbers('availabilityStatus=3')).toEqual([]);
    for (const bad of ['availabilityStatus=9', 'plotType=x']) {
      const res = await t.inject({ method: 'GET', url: `${base}/list?${bad}` });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors[0].field).toBe(bad.split('=')[0]);
    }
    for (const id of made) await t.inject({ method: 'DELETE', url: `${base}/delete/${id}` });
  });

  it('keeps a saved sub-item the client left out, marked deleted', async () => {
    const record = (await t.inject({ method: 'POST', url: `${base}/create`, payload: validProperty() })).json().data;
    const res = await t.inject({
      method: 'POST',
      url: `${base}/update/${record._id}`,
      payload: validProperty({ faqs: [{ question: 'New', answer: 'A', isDeleted: false }], reviews: record.reviews, images: record.images }),
    });
    const faqs = res.json().data.faqs;
    expect(faqs).toContainEqual({ ...record.faqs[0], isDeleted: true });
    expect(faqs.filter((f: { isDeleted: boolean }) => !f.isDeleted)).toHaveLength(1);
  });

  it('does not grow when a client saves the whole record again without the items\' ids, and keeps its own review dates', async () => {
    // As the spec's bodies show them: no _id on FAQs, reviews or images. Each save made every item new and the old
    // ones deleted (a property reached 101,094 FAQs in an audit).
    const body = validProperty();
    const record = (await t.inject({ method: 'POST', url: `${base}/create`, payload: body })).json().data;
    let saved = record;
    for (let i = 0; i < 3; i++) saved = (await t.inject({ method: 'POST', url: `${base}/update/${record._id}`, payload: body })).json().data;
    for (const list of ['faqs', 'reviews', 'images'] as const) expect(saved[list], list).toEqual(record[list]);

    // The server's dates: a client's are not stored.
    const reviews = record.reviews.map((r: object) => ({ ...r, createdAt: 'garbage', updatedAt: '1970-01-01' }));
    const dated = (await t.inject({ method: 'POST', url: `${base}/update/${record._id}`, payload: { ...body, reviews } })).json().data;
    expect(dated.reviews).toEqual(record.reviews);
  });

  it('stores each approval once', async () => {
    const res = await t.inject({ method: 'POST', url: `${base}/create`, payload: validProperty({ approvals: ['GP', 'HMDA', 'GP', 'GP'] }) });
    expect(res.json().data.approvals).toEqual(['GP', 'HMDA']);
  });

  it('keeps at most 50 deleted sub-items, and refuses more than 100 live ones on the field', async () => {
    const record = (await t.inject({ method: 'POST', url: `${base}/create`, payload: validProperty() })).json().data;
    let saved = record;
    for (let round = 0; round < 3; round++) {
      const faqs = Array.from({ length: 30 }, (_, i) => ({ question: `Round ${round} question ${i}`, answer: 'A', isDeleted: false }));
      const res = await t.inject({ method: 'POST', url: `${base}/update/${record._id}`, payload: { ...validProperty(), faqs: [...saved.faqs, ...faqs].map((f) => ({ ...f, isDeleted: f.question.startsWith(`Round ${round}`) ? false : true })) } });
      expect(res.statusCode).toBe(200);
      saved = res.json().data;
    }
    const deleted = saved.faqs.filter((f: { isDeleted: boolean }) => f.isDeleted);
    expect(saved.faqs.filter((f: { isDeleted: boolean }) => !f.isDeleted)).toHaveLength(30);
    expect(deleted).toHaveLength(50);
    // The most recently deleted stay: all of round 1, and the last 20 of round 0.
    expect(deleted.filter((f: { question: string }) => f.question.startsWith('Round 1'))).toHaveLength(30);

    const many = Array.from({ length: 101 }, (_, i) => ({ question: `Q${i}`, answer: 'A', isDeleted: false }));
    const refused = await t.inject({ method: 'POST', url: `${base}/update/${record._id}`, payload: { ...validProperty(), faqs: many } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual([{ field: 'faqs', message: v.tooManyItems, args: { max: '100' } }]);
  });

  const rules: [string, Record<string, unknown>, string, string][] = [
    ['address', { address: '  ' }, 'address', 'app.validation.address'],
    ['area of plot', { areaOfPlot: '' }, 'areaOfPlot', 'app.validation.areaOfPlot'],
    ['near by location', { nearbyLocation: undefined }, 'nearbyLocation', 'app.validation.nearbyLocation'],
    ['price area wise', { priceAreaWise: '' }, 'priceAreaWise', 'app.validation.priceAreaWise'],
    ['price per sq ft', { pricePerSqft: 'abc' }, 'pricePerSqft', 'app.validation.pricePerSqft'],
    ['project size', { projectSize: '' }, 'projectSize', 'app.validation.projectSize'],
    ['plot type', { plotType: 0 }, 'plotType', 'app.validation.plotType'],
    ['amenities', { amenities: [] }, 'amenities', 'app.validation.amenities'],
    ['about builder', { aboutBuilder: '' }, 'aboutBuilder', 'app.validation.aboutBuilder'],
    ['location highlights', { locationHighlights: [] }, 'locationHighlights', 'app.validation.locationHighlights'],
    ['property ratings', { propertyRatings: null }, 'propertyRatings', 'app.validation.propertyRatings'],
    ['property ratings over 5', { propertyRatings: 7 }, 'propertyRatings', 'app.validation.ratingRange'],
    ['negative price per sq ft', { pricePerSqft: -5 }, 'pricePerSqft', 'app.validation.pricePositive'],
    ['a price per sq ft finer than paise', { pricePerSqft: 0.001 }, 'pricePerSqft', 'app.validation.amountPaise'],
    // zod's multipleOf(0.01) allows for floating-point error: these two were stored as sent.
    ['a price per sq ft of 5e-324', { pricePerSqft: 5e-324 }, 'pricePerSqft', 'app.validation.amountPaise'],
    ['a price per sq ft of 0.1 + 0.2', { pricePerSqft: 0.1 + 0.2 }, 'pricePerSqft', 'app.validation.amountPaise'],
    ['property facing', { propertyFacing: 99 }, 'propertyFacing', 'app.validation.propertyFacing'],
    ['availability status', { availabilityStatus: 0 }, 'availabilityStatus', 'app.validation.availabilityStatus'],
    ['approvals', { approvals: [] }, 'approvals', 'app.validation.approvals'],
    ['faqs', { faqs: [{ question: 'q', answer: 'a', isDeleted: true }] }, 'faqs', 'app.validation.faqs'],
    ['faq answer', { faqs: [{ question: 'q', answer: '', isDeleted: false }] }, 'faqs.0.answer', 'app.validation.faqAnswer'],
    ['reviews', { reviews: [] }, 'reviews', 'app.validation.reviews'],
    ['brochure', { brochure: '' }, 'brochure', 'app.validation.brochure'],
    ['images', { images: [] }, 'images', 'app.validation.imagesRequired'],
    ['minimum 2 images', { images: [{ url: 'a.jpg', isDeleted: false }, { url: 'b.jpg', isDeleted: true }] }, 'images', 'app.validation.minImages'],
  ];

  it.each(rules)('refuses a missing/invalid %s and stores nothing', async (_name, patch, field, message) => {
    const before = await count();
    const res = await t.inject({ method: 'POST', url: `${base}/create`, payload: { ...validProperty(), ...patch } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ ...errorShape, statusCode: 1000 });
    expect(res.json().errors).toContainEqual({ field, message });
    expect(await count()).toBe(before);
  });

  it('refuses an invalid update without changing the stored record', async () => {
    const record = (await t.inject({ method: 'POST', url: `${base}/create`, payload: validProperty() })).json().data;
    const res = await t.inject({ method: 'POST', url: `${base}/update/${record._id}`, payload: { ...validProperty({ address: 'Changed' }), images: [] } });
    expect(res.statusCode).toBe(400);
    expect((await t.inject({ method: 'GET', url: `${base}/get/${record._id}` })).json().data.address).toBe(record.address);
  });

  it('refuses a file name with no uploaded file behind it, on its field; saved names and http(s) links pass', async () => {
    const before = await count();
    const images = [
      { url: 'property/2024/01/a.jpg', isDeleted: false },
      { url: 'property/never-uploaded.jpg', isDeleted: false },
    ];
    const refused = await t.inject({ method: 'POST', url: `${base}/create`, payload: validProperty({ images }) });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ errors: [{ field: 'images.1.url', message: v.fileNotUploaded }] });
    const brochure = await t.inject({ method: 'POST', url: `${base}/create`, payload: validProperty({ brochure: 'property/gone.pdf' }) });
    expect(brochure.json().errors).toEqual([{ field: 'brochure', message: v.fileNotUploaded }]);
    expect(await count()).toBe(before);

    await t.store('property/soon-gone.jpg');
    const linked = validProperty({
      brochure: 'https://example.com/brochure.pdf',
      images: [...validProperty().images, { url: 'property/soon-gone.jpg', isDeleted: false }],
    });
    const created = await t.inject({ method: 'POST', url: `${base}/create`, payload: linked });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().data._id;
    // A saved record whose file has since gone still saves its other changes.
    await t.app.ctx.storage.delete('property/soon-gone.jpg');
    const edited = await t.inject({ method: 'POST', url: `${base}/update/${id}`, payload: { ...linked, address: 'Plot 13, Gachibowli' } });
    expect(edited.statusCode, edited.body).toBe(200);
    const added = await t.inject({
      method: 'POST',
      url: `${base}/update/${id}`,
      payload: { ...linked, images: [...linked.images!, { url: 'property/made-up.jpg', isDeleted: false }] },
    });
    expect(added.statusCode).toBe(400);
    expect(added.json().errors).toEqual([{ field: 'images.3.url', message: v.fileNotUploaded }]);
  });

  it('answers 404 (5020) for unknown ids and 400 (5021) for malformed ones', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    for (const [method, url] of [
      ['GET', `${base}/get/${unknown}`],
      ['PATCH', `${base}/status/update/${unknown}`],
      ['DELETE', `${base}/delete/${unknown}`],
    ] as const) {
      const res = await t.inject({ method, url });
      expect(res.statusCode).toBe(404);
      expect(res.json().statusCode).toBe(5020);
    }
    const updateUnknown = await t.inject({ method: 'POST', url: `${base}/update/${unknown}`, payload: validProperty() });
    expect(updateUnknown.statusCode).toBe(404);
    const malformed = await t.inject({ method: 'GET', url: `${base}/get/not-an-id` });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().statusCode).toBe(5021);
  });
});
