/** Demo properties, plots for sale and plots to buy: pure functions of a seeded Random, the clock and the stored files. */
import { approvalStatus, approvals as approvalsEnum, availabilityStatus, facing, paymentOption, plotType, seller, sizeUnit } from '@shared/enums';
import type { plotsForSale, plotsToBuy, properties } from '../db/tables/index';
import type { Random } from './random';
import { amenities, builders, faqs, highlights, localities, propertyReviews, ventures } from './vocabulary';

/** Stored prefixes of the demo files, reused across records. */
export type DemoAssets = { pictures: string[]; brochures: string[] };

type Locality = (typeof localities)[number];

const nonNull = (ids: readonly number[]) => ids.filter((id) => id !== 0);
const plotTypes = nonNull(plotType.ids);
const facings = nonNull(facing.ids);
const availabilities = nonNull(availabilityStatus.ids);
const approvalNames = approvalsEnum.ids as readonly string[];

/** A point near the locality's centre (about ±1.5 km). */
const near = (r: Random, l: Locality) => ({ lat: +(l.lat + (r.next() - 0.5) * 0.03).toFixed(6), lng: +(l.lng + (r.next() - 0.5) * 0.03).toFixed(6) });

const crore = (rupees: number) => (rupees >= 1e7 ? `₹ ${(rupees / 1e7).toFixed(2)} Cr` : `₹ ${(rupees / 1e5).toFixed(1)} Lakh`);

export function demoProperties(r: Random, now: Date, assets: DemoAssets, count: number): (typeof properties.$inferInsert & { _id: string })[] {
  return Array.from({ length: count }, (_, i) => {
    const locality = r.pick(localities);
    const venture = r.pick(ventures);
    const builder = r.pick(builders);
    const yards = r.pick([150, 167, 200, 240, 267, 300, 400, 500]);
    const pricePerSqft = r.step(2500, 14000, 50);
    const createdAt = r.recent(now);
    const isoAt = createdAt.toISOString();
    const point = near(r, locality);
    return {
      _id: r.uuid(),
      propertyNo: `${locality.name.slice(0, 3).toUpperCase()}-${String(1000 + i)}`,
      address: `Plot ${r.int(1, 480)}, ${venture}, ${locality.name}, Hyderabad ${locality.pin}`,
      areaOfPlot: `${yards} Sq Yards`,
      nearbyLocation: r.sample(localities.filter((l) => l !== locality), 2).map((l) => l.name).join(', '),
      priceAreaWise: `${crore(pricePerSqft * yards * 9)} for ${yards} Sq Yards`,
      pricePerSqft,
      projectSize: `${r.int(3, 60)} Acres`,
      plotType: r.pick(plotTypes),
      amenities: r.sample(amenities, r.int(3, 7)),
      aboutBuilder: `${builder} has delivered ${r.int(4, 40)} projects around Hyderabad since ${r.int(1995, 2018)}.`,
      locationHighlights: r.sample(highlights, r.int(2, 4)),
      propertyRatings: r.step(3, 5, 0.5),
      propertyFacing: r.pick(facings),
      availabilityStatus: r.pick(availabilities),
      approvals: r.sample(approvalNames, r.int(1, 2)),
      faqs: r.sample(faqs, r.int(1, 3)).map((f) => ({ _id: r.uuid(), ...f, isDeleted: false })),
      reviews: r.sample(propertyReviews, r.int(1, 3)).map((review) => ({ _id: r.uuid(), review, isDeleted: false, createdAt: isoAt, updatedAt: isoAt })),
      images: r.sample(assets.pictures, r.int(2, 4)).map((url) => ({ _id: r.uuid(), url, isDeleted: false })),
      brochure: r.pick(assets.brochures),
      lat: point.lat,
      lng: point.lng,
      isActive: r.chance(0.85),
      createdAt,
      updatedAt: createdAt,
    };
  });
}

export function demoPlotsForSale(r: Random, now: Date, assets: DemoAssets, count: number): (typeof plotsForSale.$inferInsert & { _id: string })[] {
  return Array.from({ length: count }, (_, i) => {
    const locality = r.pick(localities);
    const venture = r.pick(ventures);
    const [width, length] = r.pick([[30, 45], [30, 50], [40, 60], [36, 60], [50, 80], [45, 60]] as const);
    const createdAt = r.recent(now);
    const point = near(r, locality);
    const plotNo = String(r.int(1, 480));
    return {
      _id: r.uuid(),
      name: `${venture} – Plot ${plotNo}`,
      address: `Plot ${plotNo}, ${venture}, ${locality.name}, Hyderabad ${locality.pin}`,
      assetNo: `AST-${String(20000 + i)}`,
      plotNo,
      lat: point.lat,
      lng: point.lng,
      pricePerSqft: r.step(2000, 12000, 50),
      plotSize: Math.round((width * length) / 9),
      plotSizeUnit: sizeUnit.values.SQ_YARDS,
      plotWidth: width,
      plotLength: length,
      plotType: r.pick(plotTypes),
      plotFacing: r.pick(facings),
      plotSeller: r.pick(seller.ids),
      ventureName: venture,
      builderName: r.pick(builders),
      approvalStatus: r.chance(0.7) ? approvalStatus.values.APPROVED : r.pick(approvalStatus.ids),
      availabilityStatus: r.pick(availabilities),
      approvals: r.sample(approvalNames, r.int(1, 2)),
      images: r.sample(assets.pictures, r.int(2, 3)),
      locationHighlights: r.sample(highlights, r.int(1, 3)),
      additionalInfo: r.pick(['Corner plot', 'East facing, road on two sides', 'Near the park', 'Ready for registration', '']),
      isActive: r.chance(0.85),
      createdAt,
      updatedAt: createdAt,
    };
  });
}

export function demoPlotsToBuy(r: Random, now: Date, count: number, personName: () => string): (typeof plotsToBuy.$inferInsert)[] {
  return Array.from({ length: count }, (_, i) => {
    const locality = r.pick(localities);
    const min = r.step(15, 120, 5) * 1e5;
    const createdAt = r.recent(now);
    const point = near(r, locality);
    return {
      _id: r.uuid(),
      ticketId: `PTB-${String(5000 + i)}`,
      name: personName(),
      address: `${locality.name}, Hyderabad ${locality.pin}`,
      lat: point.lat,
      lng: point.lng,
      plotSize: r.pick([150, 200, 240, 300, 500, 1000]),
      plotSizeUnit: sizeUnit.values.SQ_YARDS,
      plotType: r.pick(plotTypes),
      minimumBudget: min,
      maximumBudget: min + r.step(5, 80, 5) * 1e5,
      approvals: r.sample(approvalNames, r.int(1, 2)),
      availabilityStatus: r.pick(availabilities),
      plotFacing: r.pick(facings),
      paymentOption: r.pick(nonNull(paymentOption.ids)),
      status: r.pick([1, 1, 2, 3]),
      isActive: r.chance(0.9),
      createdAt,
      updatedAt: createdAt,
    };
  });
}
