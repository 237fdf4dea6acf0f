import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events } from '../../src/server/db/tables/index';
import { buildTestApp, type TestApp } from '../helpers/buildTestApp';
import { FIXTURE_FILES, validBlog, validReview, validService } from './fixtures';

describe('services, blog, reviews and events', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
    await t.store(...FIXTURE_FILES, 'only-one.jpg', 'r.jpg');
  });
  afterAll(() => t.close());

  it('creates a service with fee 0 by default, updates and toggles it', async () => {
    const { fee: _fee, ...withoutFee } = validService();
    void _fee;
    const created = await t.inject({ method: 'POST', url: '/api/v1/admin/service/create', payload: withoutFee });
    expect(created.statusCode).toBe(201);
    const service = created.json().data;
    expect(service).toMatchObject({ fee: 0, teluguTitle: 'మట్టి పరీక్ష', isActive: true });
    const updated = await t.inject({ method: 'POST', url: `/api/v1/admin/service/update/${service._id}`, payload: validService({ fee: 999.5 }) });
    expect(updated.json().data.fee).toBe(999.5);
    const toggled = await t.inject({ method: 'PATCH', url: `/api/v1/admin/service/status/update/${service._id}` });
    expect(toggled.json().data.isActive).toBe(false);
    expect((await t.inject({ method: 'GET', url: `/api/v1/admin/service/get/${service._id}` })).json().data.fee).toBe(999.5);
  });

  it('stores Telugu composed (NFC) however it was typed, and finds it by either form', async () => {
    const composed = 'పైకప్పు మరమ్మతు'; // ై is one code point here (U+0C48)
    const decomposed = composed.normalize('NFD'); // and two here (U+0C46 U+0C56), as a Mac or a PDF gives it
    expect(decomposed).not.toBe(composed);
    const created = await t.inject({ method: 'POST', url: '/api/v1/admin/service/create', payload: validService({ title: `Roof ${decomposed}`, teluguTitle: decomposed }) });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().data).toMatchObject({ title: `Roof ${composed}`, teluguTitle: composed });
    for (const search of [composed, decomposed]) {
      const found = await t.inject({ method: 'GET', url: `/api/v1/admin/service/list?search=${encodeURIComponent(search.split(' ')[0])}` });
      expect(found.json().data.results.map((r: { _id: string }) => r._id), search).toContain(created.json().data._id);
    }
  });

  it('finds Telugu with or without the invisible joiners a writer puts after a virama', async () => {
    const withJoiner = 'కూకట్\u200cపల్లి'; // ZWNJ: the spelling that keeps ట్ visible
    const without = 'కూకట్పల్లి';
    const ids = [];
    for (const teluguTitle of [withJoiner, `${without} (ఇంకొకటి)`]) {
      const created = await t.inject({ method: 'POST', url: '/api/v1/admin/service/create', payload: validService({ title: `Kukatpally ${ids.length}`, teluguTitle }) });
      expect(created.statusCode, created.body).toBe(201);
      ids.push(created.json().data._id as string);
    }
    expect((await t.inject({ method: 'GET', url: `/api/v1/admin/service/get/${ids[0]}` })).json().data.teluguTitle).toBe(withJoiner);
    for (const search of [withJoiner, without, 'కూకట్\u200dపల్లి', 'కట్పల్', '\u200cకూకట్']) {
      const found = await t.inject({ method: 'GET', url: `/api/v1/admin/service/list?search=${encodeURIComponent(search)}` });
      expect(found.json().data.results.map((r: { _id: string }) => r._id).sort(), JSON.stringify(search)).toEqual([...ids].sort());
    }
    // Regular-expression signs in a word are plain text.
    const signs = await t.inject({ method: 'GET', url: `/api/v1/admin/service/list?search=${encodeURIComponent('కూ.ట్పల్లి')}` });
    expect(signs.json().data.meta.total).toBe(0);
  });

  it.each([
    [{ description: '' }, 'description', 'app.validation.description'],
    [{ highlights: [] }, 'highlights', 'app.validation.highlights'],
    [{ fee: 'free' }, 'fee', 'app.validation.fee'],
    [{ fee: -1 }, 'fee', 'app.validation.feeNonNegative'],
    [{ fee: 12.345 }, 'fee', 'app.validation.amountPaise'],
    [{ images: ['only-one.jpg'] }, 'images', 'app.validation.minImages'],
    [{ icon: 'services/never-uploaded.png' }, 'icon', 'app.validation.fileNotUploaded'],
    [{ images: ['services/a.jpg', 'services/never-uploaded.jpg'] }, 'images.1', 'app.validation.fileNotUploaded'],
  ])('refuses a service with %o', async (patch, field, message) => {
    const before = (await t.inject({ method: 'GET', url: '/api/v1/admin/service/list' })).json().data.meta.total;
    const res = await t.inject({ method: 'POST', url: '/api/v1/admin/service/create', payload: { ...validService(), ...patch } });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toContainEqual({ field, message });
    expect((await t.inject({ method: 'GET', url: '/api/v1/admin/service/list' })).json().data.meta.total).toBe(before);
  });

  it('runs the blog CRUD and strips active HTML from longDescription, keeping its text', async () => {
    const created = await t.inject({
      method: 'POST',
      url: '/api/v1/admin/blog/create',
      payload: validBlog({
        longDescription: '<p onclick="x()">Hi<script>alert(1)</script> <a href="javascript:alert(1)">l</a></p><p>Book online = free site visit, only = 12 left</p>',
      }),
    });
    expect(created.statusCode).toBe(201);
    const blog = created.json().data;
    expect(blog.longDescription).toBe('<p>Hi <a>l</a></p><p>Book online = free site visit, only = 12 left</p>');
    const updated = await t.inject({ method: 'PUT', url: `/api/v1/admin/blog/update/${blog._id}`, payload: validBlog({ title: 'New title', featured: true }) });
    expect(updated.json().data).toMatchObject({ title: 'New title', featured: true });
    expect((await t.inject({ method: 'PATCH', url: `/api/v1/admin/blog/status/update/${blog._id}` })).json().data.isActive).toBe(false);
    expect((await t.inject({ method: 'GET', url: '/api/v1/admin/blog/list?statusFilter=3' })).json().data.meta.total).toBe(1);
    expect((await t.inject({ method: 'DELETE', url: `/api/v1/admin/blog/delete/${blog._id}` })).statusCode).toBe(200);
    expect((await t.inject({ method: 'GET', url: `/api/v1/admin/blog/get/${blog._id}` })).statusCode).toBe(404);
  });

  it.each([
    ['title', 'app.validation.title'],
    ['shortDescription', 'app.validation.shortDescription'],
    ['longDescription', 'app.validation.longDescription'],
    ['metaTitle', 'app.validation.metaTitle'],
    ['metaDescription', 'app.validation.metaDescription'],
    ['thumbImage', 'app.validation.thumbImage'],
    ['file', 'app.validation.blogImage'],
  ])('refuses a blog without %s', async (field, message) => {
    const res = await t.inject({ method: 'POST', url: '/api/v1/admin/blog/create', payload: { ...validBlog(), [field]: '' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ field, message }]);
  });

  it('refuses a blog whose long description shows nothing (spaces, empty paragraphs), and keeps one that is only an image', async () => {
    // Then what only looks like text: a zero-width space, and a script that sanitising removes; and images with no
    // address, or a script one that sanitising removes (both were stored as an empty "<img />").
    const empty = ['<p>   </p>', '<p></p><p>&nbsp;</p>', '<h2> </h2>', '<p>\u200b\u200d</p>', '<script>alert(1)</script>', '<img>', '<p><img src="javascript:alert(1)"></p>'];
    for (const longDescription of empty) {
      const res = await t.inject({ method: 'POST', url: '/api/v1/admin/blog/create', payload: { ...validBlog(), longDescription } });
      expect(res.statusCode, longDescription).toBe(400);
      expect(res.json().errors).toEqual([{ field: 'longDescription', message: 'app.validation.longDescription' }]);
    }
    const image = await t.inject({ method: 'POST', url: '/api/v1/admin/blog/create', payload: { ...validBlog(), longDescription: '<p><img src="https://example.com/a.png"></p>' } });
    expect(image.statusCode).toBe(201);
  });

  it('refuses required texts made only of invisible characters, and keeps Telugu words spelled with a joiner', async () => {
    const invisible = '\u200b\u200c\u200d\ufeff\u2060 ';
    const review = await t.inject({ method: 'POST', url: '/api/v1/review/admin/create', payload: { ...validReview(), name: invisible } });
    expect(review.statusCode, review.body).toBe(400);
    expect(review.json().errors).toEqual([{ field: 'name', message: 'app.validation.reviewName' }]);
    const service = await t.inject({ method: 'POST', url: '/api/v1/admin/service/create', payload: { ...validService(), highlights: ['Soil test', invisible] } });
    expect(service.statusCode, service.body).toBe(400);
    expect(service.json().errors).toEqual([{ field: 'highlights.1', message: 'app.validation.highlights' }]);
    const telugu = 'శ్\u200cరీ'; // a ZWNJ inside a word picks the form of the conjunct
    const kept = await t.inject({ method: 'POST', url: '/api/v1/review/admin/create', payload: { ...validReview(), name: telugu } });
    expect(kept.statusCode, kept.body).toBe(201);
    expect(kept.json().data.name).toBe(telugu);
    expect((await t.inject({ method: 'DELETE', url: `/api/v1/review/admin/delete/${kept.json().data._id}` })).statusCode).toBe(200);
  });

  it('requires link and image for an ad, filters reviews by type (3 = all)', async () => {
    const ad = await t.inject({ method: 'POST', url: '/api/v1/review/admin/create', payload: validReview({ reviewType: 2 }) });
    expect(ad.statusCode).toBe(400);
    expect(ad.json().errors).toEqual([
      { field: 'linkUrl', message: 'app.validation.linkUrl' },
      { field: 'image', message: 'app.validation.image' },
    ]);
    const badLink = await t.inject({ method: 'POST', url: '/api/v1/review/admin/create', payload: validReview({ reviewType: 2, linkUrl: 'javascript:alert(1)', image: 'r.jpg' }) });
    expect(badLink.json().errors).toEqual([{ field: 'linkUrl', message: 'app.validation.linkUrlInvalid' }]);
    const missing = await t.inject({ method: 'POST', url: '/api/v1/review/admin/create', payload: { isActive: true } });
    expect(missing.json().errors.map((e: { field: string }) => e.field)).toEqual(['name', 'description', 'reviewType']);

    const okReview = await t.inject({ method: 'POST', url: '/api/v1/review/admin/create', payload: validReview() });
    expect(okReview.json().message).toBe('Review created successfully');
    const okAd = await t.inject({ method: 'POST', url: '/api/v1/review/admin/create', payload: validReview({ reviewType: 2, linkUrl: 'https://ex.com', image: 'r.jpg' }) });
    expect(okAd.statusCode).toBe(201);
    // An ad is saved through the review calls, and named as what it is.
    expect(okAd.json().message).toBe('Ad created successfully');
    const count = async (q: string) => (await t.inject({ method: 'GET', url: `/api/v1/review/admin/list${q}` })).json().data.meta.total;
    expect(await count('')).toBe(2);
    expect(await count('?reviewType=3')).toBe(2);
    expect(await count('?reviewType=1')).toBe(1);
    expect(await count('?reviewType=2')).toBe(1);
    expect((await t.inject({ method: 'GET', url: '/api/v1/review/admin/list?reviewType=7' })).statusCode).toBe(400);
    const id = okAd.json().data._id;
    const updated = await t.inject({ method: 'PUT', url: `/api/v1/review/admin/update/${id}`, payload: validReview({ name: 'Sita' }) });
    expect(updated.json().data).toMatchObject({ name: 'Sita', reviewType: 1 });
    expect(updated.json().message).toBe('Review updated successfully');
    expect((await t.inject({ method: 'GET', url: `/api/v1/review/admin/get/${id}` })).json().data.name).toBe('Sita');
    expect((await t.inject({ method: 'PATCH', url: `/api/v1/review/admin/status/update/${id}` })).json().data.isActive).toBe(false);
    expect((await t.inject({ method: 'DELETE', url: `/api/v1/review/admin/delete/${id}` })).statusCode).toBe(200);
    const adId = (await t.inject({ method: 'POST', url: '/api/v1/review/admin/create', payload: validReview({ reviewType: 2, linkUrl: 'https://ex.com', image: 'r.jpg' }) })).json().data._id;
    expect((await t.inject({ method: 'DELETE', url: `/api/v1/review/admin/delete/${adId}` })).json().message).toBe('Ad deleted successfully');
  });

  it('lists events (statusFilter 1 = all) and toggles one', async () => {
    const [event] = await t.app.ctx.db
      .insert(events)
      .values([
        { name: 'Expo', title: 'Plot expo', address: 'HITEX', dateTime: new Date('2024-05-01T10:00:00Z') },
        { name: 'Meet', title: 'Buyers meet', isActive: false },
      ])
      .returning();
    const all = (await t.inject({ method: 'GET', url: '/api/v1/event/list?statusFilter=1&orderBy=dateTime&orderDirection=asc' })).json().data;
    expect(all.meta.total).toBe(2);
    expect(all.results[0]).toMatchObject({ name: 'Expo', dateTime: '2024-05-01T10:00:00.000Z' });
    const toggled = await t.inject({ method: 'PATCH', url: `/api/v1/event/status/update/${event._id}` });
    expect(toggled.json().data.isActive).toBe(false);
    expect((await t.inject({ method: 'GET', url: '/api/v1/event/list?statusFilter=2' })).json().data.meta.total).toBe(0);
    expect((await t.inject({ method: 'GET', url: '/api/v1/event/list?search=hitex' })).json().data.meta.total).toBe(1);
  });

  it('lists the events to come, or those past (when, an extension); an event without a date is in neither', async () => {
    const inDays = (days: number) => new Date(Date.now() + days * 24 * 60 * 60 * 1000);
    await t.app.ctx.db.insert(events).values([
      { name: 'When soon', title: 'Site visit', dateTime: inDays(2) },
      { name: 'When later', title: 'Expo', dateTime: inDays(30) },
      { name: 'When gone', title: 'Launch', dateTime: inDays(-3) },
      { name: 'When unknown', title: 'TBD' },
    ]);
    const names = async (when: string) => {
      const res = await t.inject({ method: 'GET', url: `/api/v1/event/list?statusFilter=1&search=when&orderBy=dateTime&orderDirection=asc&when=${when}` });
      return res.statusCode === 200 ? (res.json().data.results as { name: string }[]).map((e) => e.name) : res.json().errors;
    };
    expect(await names('upcoming')).toEqual(['When soon', 'When later']);
    expect(await names('past')).toEqual(['When gone']);
    expect(await names('tomorrow')).toEqual([{ field: 'when', message: 'app.validation.invalidValue' }]);
  });
});
