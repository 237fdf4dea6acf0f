/** Demo people and what they asked for: property/plot leads, construction leads and support requests. */
import { leadType } from '@shared/enums';
import type { constructionLeads, propertyLeads, supportRequests } from '../db/tables/index';
import type { DemoPerson } from './demoServices';
import type { Random } from './random';
import { firstNames, lastNames, localities } from './vocabulary';

export function personMaker(r: Random): () => DemoPerson {
  let n = 0;
  return () => {
    const first = r.pick(firstNames);
    const last = r.pick(lastNames);
    n += 1;
    return {
      name: `${first} ${last}`,
      email: `${first.toLowerCase().replace(/\s/g, '')}.${last.toLowerCase()}${n}@example.com`,
      phone: `+91 ${r.pick(['9', '8', '7', '6'])}${String(r.int(100000000, 999999999))}`,
    };
  };
}

const leadStatus = (r: Random) => r.pick([1, 1, 1, 2, 2, 3]);

type Related = { _id: string; title: string };

export function demoPropertyLeads(
  r: Random,
  now: Date,
  person: () => DemoPerson,
  related: { properties: Related[]; plots: Related[] },
  count: number,
): (typeof propertyLeads.$inferInsert)[] {
  return Array.from({ length: count }, () => {
    const who = person();
    const isPlot = r.chance(0.4);
    const target = r.pick(isPlot ? related.plots : related.properties);
    const createdAt = r.recent(now);
    return {
      name: who.name,
      phone: who.phone,
      email: who.email,
      message: r.pick([
        'Please share the price details and a site visit slot.',
        'Is a bank loan possible for this one?',
        'I would like to see it this weekend.',
        'What is the final price for a cash deal?',
        'Please send the layout plan and approvals.',
      ]),
      status: leadStatus(r),
      leadType: isPlot ? leadType.values.PLOT : leadType.values.PROPERTY,
      propertyId: isPlot ? null : target._id,
      plotId: isPlot ? target._id : null,
      relatedTitle: target.title,
      createdAt,
      updatedAt: createdAt,
    };
  });
}

export function demoConstructionLeads(r: Random, now: Date, person: () => DemoPerson, count: number): (typeof constructionLeads.$inferInsert)[] {
  return Array.from({ length: count }, () => {
    const who = person();
    const locality = r.pick(localities);
    const createdAt = r.recent(now);
    return {
      name: who.name,
      phone: who.phone,
      email: who.email,
      message: r.pick([
        'Planning a G+2 independent house, need an estimate.',
        'Looking for a turnkey villa construction.',
        'Need a duplex house design and construction.',
        'Want to build a commercial complex on my plot.',
        'Compound wall and a small house for my parents.',
      ]),
      status: leadStatus(r),
      address: `${locality.name}, Hyderabad ${locality.pin}`,
      plotSize: `${r.pick([150, 200, 240, 300, 400])} Sq Yards`,
      budget: r.step(20, 250, 5) * 1e5,
      createdAt,
      updatedAt: createdAt,
    };
  });
}

const subjects = [
  ['Unable to book a site visit', 'The booking page does not confirm my slot.'],
  ['Refund for a cancelled service', 'I cancelled my soil test order, when will I get the refund?'],
  ['Change my phone number', 'Please update my registered mobile number.'],
  ['Document copy needed', 'I need a copy of the survey report sent last month.'],
  ['Partnership enquiry', 'We are a builder and want to list our venture with you.'],
  ['సర్వే నివేదిక ఆలస్యం', 'నా భూమి సర్వే నివేదిక ఇంకా రాలేదు, దయచేసి తెలియజేయండి.'],
] as const;

export function demoSupportRequests(r: Random, now: Date, person: () => DemoPerson, count: number): (typeof supportRequests.$inferInsert)[] {
  return Array.from({ length: count }, () => {
    const who = person();
    const [subject, message] = r.pick(subjects);
    const createdAt = r.recent(now);
    return { name: who.name, phone: who.phone, email: who.email, subject, message, status: leadStatus(r), createdAt, updatedAt: createdAt };
  });
}
