/** Valid bodies and direct inserts for server tests. */
import type { PropertyInput } from '@shared/resources/property';
import type { ServiceInput } from '@shared/resources/services';
import type { BlogInput, ReviewInput } from '@shared/resources/content';
import type { App } from '../../src/server/app';
import { plotsForSale, serviceOrders, services } from '../../src/server/db/tables/index';

export const validProperty = (overrides: Partial<PropertyInput> = {}): PropertyInput => ({
  address: 'Plot 12, Gachibowli, Hyderabad',
  propertyNo: 'P-100',
  areaOfPlot: '240 sq yards',
  nearbyLocation: 'Near DLF Cyber City',
  priceAreaWise: '₹ 1.2 Cr',
  pricePerSqft: 7500,
  projectSize: '12 acres',
  plotType: 1,
  amenities: ['Club house', 'Pool'],
  aboutBuilder: 'Trusted builder since 1998',
  locationHighlights: ['ORR 2 km'],
  propertyRatings: 4.5,
  propertyFacing: 3,
  availabilityStatus: 1,
  approvals: ['HMDA'],
  faqs: [{ question: 'Is it gated?', answer: 'Yes', isDeleted: false }],
  reviews: [{ review: 'Great location', isDeleted: false }],
  brochure: 'property/2024/01/brochure.pdf',
  images: [
    { url: 'property/2024/01/a.jpg', isDeleted: false },
    { url: 'property/2024/01/b.jpg', isDeleted: false },
  ],
  location: { type: 'Point', coordinates: [78.35, 17.44] },
  isActive: true,
  ...overrides,
});

export const validService = (overrides: Partial<ServiceInput> = {}): ServiceInput => ({
  title: 'Soil testing',
  description: 'Full soil report within a week',
  highlights: ['Certified lab'],
  teluguTitle: 'మట్టి పరీక్ష',
  teluguDescription: 'వారంలో పూర్తి నివేదిక',
  teluguHighlights: ['ధృవీకరించిన ప్రయోగశాల'],
  fee: 2500,
  icon: '',
  images: ['services/a.jpg', 'services/b.jpg'],
  isActive: true,
  ...overrides,
});

export const validBlog = (overrides: Partial<BlogInput> = {}): BlogInput => ({
  title: 'Buying your first plot',
  seoTitle: 'first plot',
  metaTitle: 'Buying a plot',
  metaDescription: 'What to check before buying',
  shortDescription: 'A short guide',
  longDescription: '<p>Check the <b>approvals</b>.</p>',
  featured: false,
  thumbImage: 'blog/t.jpg',
  file: 'blog/f.jpg',
  isActive: true,
  ...overrides,
});

export const validReview = (overrides: Partial<ReviewInput> = {}): ReviewInput => ({
  name: 'Ravi',
  description: 'Smooth registration',
  reviewType: 1,
  linkUrl: '',
  image: '',
  isActive: true,
  ...overrides,
});

let orderSeq = 0;
export async function insertOrder(app: App, values: Partial<typeof serviceOrders.$inferInsert> = {}) {
  orderSeq += 1;
  const [row] = await app.ctx.db
    .insert(serviceOrders)
    .values({ orderNo: `ORD-T${Date.now()}-${orderSeq}`, name: 'Lakshmi', email: 'lakshmi@example.com', serviceName: 'Soil testing', fee: 1000, ...values })
    .returning();
  return row;
}

export async function insertService(app: App, values: Partial<typeof services.$inferInsert> = {}) {
  const [row] = await app.ctx.db
    .insert(services)
    .values({ title: 'Survey', description: 'Land survey', highlights: ['x'], images: ['a.jpg', 'b.jpg'], ...values })
    .returning();
  return row;
}

export async function insertPlot(app: App, values: Partial<typeof plotsForSale.$inferInsert> = {}) {
  const [row] = await app.ctx.db.insert(plotsForSale).values({ name: 'Green Meadows plot', address: 'Shamshabad', ...values }).returning();
  return row;
}

/** Error body shape every 4xx must have. */
export const errorShape = { statusCode: expect.any(Number), message: expect.any(String), errors: expect.any(Array) };
import { expect } from 'vitest';

/** The uploaded files the fixtures name; a test stores them (TestApp.store) before creating records with them. */
export const FIXTURE_FILES = [
  'property/2024/01/brochure.pdf',
  'property/2024/01/a.jpg',
  'property/2024/01/b.jpg',
  'services/a.jpg',
  'services/b.jpg',
  'blog/t.jpg',
  'blog/f.jpg',
];
