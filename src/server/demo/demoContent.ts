/** Demo blog posts (simple, already-safe HTML), reviews and ads, events past and upcoming, gallery images. */
import { reviewType } from '@shared/enums';
import type { blogs, events, galleryImages, reviews } from '../db/tables/index';
import type { DemoAssets } from './demoListings';
import type { DemoPerson } from './demoServices';
import type { Random } from './random';
import { localities, propertyReviews, ventures } from './vocabulary';

const DAY = 86_400_000;

const blogTopics = [
  { title: 'Why {place} is the next growth corridor', tip: 'Infrastructure arrives before prices rise' },
  { title: 'Buying an open plot in {place}: a checklist', tip: 'Check the layout approval number first' },
  { title: 'HMDA or DTCP: what the approval means in {place}', tip: 'Approved layouts get bank loans' },
  { title: 'Land survey before you buy in {place}', tip: 'Boundaries on paper must match the ground' },
  { title: 'Price trends for villas around {place}', tip: 'Compare price per square yard, not totals' },
  { title: 'Building your first home in {place}', tip: 'Get the soil tested before the design' },
] as const;

export function demoBlogs(r: Random, now: Date, assets: DemoAssets, count: number): (typeof blogs.$inferInsert)[] {
  return Array.from({ length: count }, (_, i) => {
    const topic = blogTopics[i % blogTopics.length];
    const place = localities[Math.floor(i / blogTopics.length) % localities.length].name;
    const title = topic.title.replace('{place}', place) + (i >= blogTopics.length * localities.length ? ` (${Math.floor(i / 120) + 1})` : '');
    const createdAt = r.recent(now);
    const short = `${topic.tip}. A short guide for buyers looking at ${place}.`;
    return {
      title,
      seoTitle: title.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, ''),
      metaTitle: `${title} | Hyderabad Real Estate`,
      metaDescription: short,
      shortDescription: short,
      longDescription: [
        `<h2>${title}</h2>`,
        `<p>${place} has seen steady demand from families and investors. ${topic.tip}, and ask for every document before paying an advance.</p>`,
        '<ul>',
        `<li>Visit ${r.pick(ventures)} and nearby layouts on a weekday.</li>`,
        '<li>Verify the encumbrance certificate for the last 30 years.</li>',
        '<li>Confirm the road width and the drainage plan.</li>',
        '</ul>',
        `<p><strong>Tip:</strong> our land survey and legal verification services cover ${place}.</p>`,
      ].join(''),
      featured: r.chance(0.15),
      thumbImage: r.pick(assets.pictures),
      file: r.pick(assets.pictures),
      isActive: r.chance(0.85),
      createdAt,
      updatedAt: createdAt,
    };
  });
}

export function demoReviews(r: Random, now: Date, assets: DemoAssets, person: () => DemoPerson, count: number): (typeof reviews.$inferInsert)[] {
  return Array.from({ length: count }, (_, i) => {
    const isAd = i % 4 === 3;
    const createdAt = r.recent(now);
    if (isAd) {
      const venture = r.pick(ventures);
      return {
        name: `${venture} – launch offer`,
        description: `Open plots in ${venture}, ${r.pick(localities).name}. Book a free site visit this month.`,
        reviewType: reviewType.values.AD,
        linkUrl: `https://example.com/ventures/${venture.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`,
        image: r.pick(assets.pictures),
        isActive: r.chance(0.8),
        createdAt,
        updatedAt: createdAt,
      };
    }
    return {
      name: person().name,
      description: r.pick([...propertyReviews, 'The surveyor came on time and the report was clear.', 'సేవ చాలా బాగుంది, ధన్యవాదాలు!']),
      reviewType: reviewType.values.REVIEW,
      linkUrl: '',
      image: r.chance(0.5) ? r.pick(assets.pictures) : '',
      isActive: r.chance(0.85),
      createdAt,
      updatedAt: createdAt,
    };
  });
}

const eventKinds = [
  { name: 'Plot Mela', agenda: 'Spot booking offers, site visits, bank loan desk' },
  { name: 'Home Buyers Meet', agenda: 'Talks on approvals, loans and registration' },
  { name: 'Venture Launch', agenda: 'Layout walk-through and price announcement' },
  { name: 'Vastu Workshop', agenda: 'Plot orientation and house design basics' },
  { name: 'Property Expo', agenda: 'Builders, banks and legal advisers in one place' },
] as const;

export function demoEvents(r: Random, now: Date, count: number): (typeof events.$inferInsert)[] {
  return Array.from({ length: count }, (_, i) => {
    const kind = r.pick(eventKinds);
    const locality = r.pick(localities);
    // About a third upcoming (up to 4 months ahead), the rest in the past year.
    const upcoming = i % 3 === 0;
    const dateTime = new Date(now.getTime() + (upcoming ? r.int(1, 120) : -r.int(1, 330)) * DAY + r.int(9, 17) * 3_600_000);
    const createdAt = new Date(Math.min(now.getTime() - r.int(1, 72) * 3_600_000, dateTime.getTime() - r.int(7, 30) * DAY));
    return {
      name: `${kind.name} ${locality.name}`,
      title: `${kind.name} at ${locality.name} ${dateTime.getFullYear()}`,
      dateTime,
      agenda: kind.agenda,
      details: `Meet the sales and legal teams at ${locality.name}. Entry is free; registration helps us plan seating.`,
      address: `Community Hall, ${locality.name}, Hyderabad ${locality.pin}`,
      link: r.chance(0.7) ? `https://example.com/events/${i + 1}` : '',
      isActive: r.chance(0.9),
      createdAt,
      updatedAt: createdAt,
    };
  });
}

export function demoGallery(r: Random, now: Date, assets: DemoAssets, count: number): (typeof galleryImages.$inferInsert)[] {
  return Array.from({ length: count }, () => ({ url: r.pick(assets.pictures), createdAt: r.recent(now) }));
}
