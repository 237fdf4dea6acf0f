/** Demo services (English and Telugu) and their orders in every status across the last year. */
import { facing, orderStatus, submissionType } from '@shared/enums';
import type { serviceOrders, services } from '../db/tables/index';
import type { DemoAssets } from './demoListings';
import type { Random } from './random';
import { localities, serviceHighlights, serviceKinds, servicePackages, serviceRegions, ventures } from './vocabulary';

export type DemoPerson = { name: string; email: string; phone: string };
type ServiceRow = typeof services.$inferInsert & { _id: string; title: string; fee: number };

export function demoServices(r: Random, now: Date, assets: DemoAssets): ServiceRow[] {
  const rows: ServiceRow[] = [];
  for (const kind of serviceKinds) {
    for (const pack of servicePackages) {
      for (const region of serviceRegions) {
        const createdAt = r.recent(now);
        const chosen = r.sample(serviceHighlights, 3);
        rows.push({
          _id: r.uuid(),
          title: `${kind.title} – ${pack.name} (${region.name})`,
          description: `${pack.name} ${kind.title.toLowerCase()} for plots and homes in ${region.name}. Our team visits the site, does the work and shares a written report.`,
          highlights: chosen.map((h) => h.en),
          teluguTitle: `${kind.telugu} – ${pack.telugu} (${region.telugu})`,
          teluguDescription: `${region.telugu} ప్రాంతంలో ${kind.telugu} సేవ. మా నిపుణులు మీ స్థలాన్ని సందర్శించి, పని పూర్తి చేసి, వ్రాతపూర్వక నివేదిక అందిస్తారు.`,
          teluguHighlights: chosen.map((h) => h.te),
          fee: Math.round((kind.fee * pack.factor) / 100) * 100,
          icon: r.pick(assets.pictures),
          images: r.sample(assets.pictures, r.int(2, 3)),
          isActive: r.chance(0.9),
          createdAt,
          updatedAt: createdAt,
        });
      }
    }
  }
  return rows;
}

const DAY = 86_400_000;

export function demoOrders(
  r: Random,
  now: Date,
  assets: DemoAssets,
  serviceRows: readonly ServiceRow[],
  person: () => DemoPerson,
  count: number,
): (typeof serviceOrders.$inferInsert)[] {
  const statuses = [
    ...Array<string>(6).fill(orderStatus.values.PENDING),
    ...Array<string>(11).fill(orderStatus.values.COMPLETED),
    ...Array<string>(3).fill(orderStatus.values.FAILED),
  ];
  return Array.from({ length: count }, (_, i) => {
    const service = r.pick(serviceRows);
    const locality = r.pick(localities);
    const customer = person();
    // The first orders are recent so the dashboard's TODAY figures are not empty: three from the last seconds
    // (TODAY starts at midnight in Asia/Kolkata, which may be minutes ago), more from the last day.
    const createdAt =
      i < 3 ? new Date(now.getTime() - r.int(1, 20) * 1000) : i < 12 ? new Date(now.getTime() - r.int(5, 20 * 60) * 60_000) : r.recent(now);
    const status = i < 6 ? orderStatus.values.PENDING : r.pick(statuses);
    const completed = status === orderStatus.values.COMPLETED;
    const completedAt = completed ? new Date(Math.min(now.getTime() - 60_000, createdAt.getTime() + r.int(2, 240) * 3_600_000)) : null;
    const sized = r.chance(0.8);
    return {
      _id: r.uuid(),
      orderNo: `ORD${String(100000 + i)}`,
      address: `Plot ${r.int(1, 480)}, ${locality.name}, Hyderabad ${locality.pin}`,
      lat: +(locality.lat + (r.next() - 0.5) * 0.03).toFixed(6),
      lng: +(locality.lng + (r.next() - 0.5) * 0.03).toFixed(6),
      serviceId: service._id,
      serviceName: service.title,
      fee: service.fee,
      name: customer.name,
      email: customer.email,
      plotLength: sized ? r.pick([40, 45, 50, 60, 80]) : 0,
      plotWidth: sized ? r.pick([30, 36, 40, 45, 50]) : 0,
      additionalInfo: r.pick(['', 'Please call before visiting', 'Gate key with the watchman', 'Need the report urgently', 'Weekend visit preferred']),
      plotNo: String(r.int(1, 480)),
      ventureName: r.pick(ventures),
      plotFacing: r.pick(facing.ids),
      status,
      images: completed ? r.sample(assets.pictures, r.int(2, 3)) : [],
      submissionType: completed ? r.pick([submissionType.values.SUBMIT, submissionType.values.FORCE_SUBMIT]) : submissionType.values.NULL,
      completedAt,
      createdAt,
      updatedAt: completedAt ?? new Date(Math.min(now.getTime(), createdAt.getTime() + DAY)),
    };
  });
}
