/**
 * Lead-like lists: property leads, construction leads and support (contact-us) requests.
 * The spec does not show their rows; these are the fields a sales team needs. Their `status` is
 * OPEN=1, CLOSE=2, PENDING=3 and the list's statusFilter (ALL=0) filters on it (interface.md).
 * Status update (our choice, the spec shows no body): a body `{status}` sets it; with no body an open or
 * pending lead is closed and a closed one reopened. The zod schemas (status body, contact form) are in leadsSchemas.ts.
 */
import { route } from '../api';
import type { leadType, statusFilter } from '../enums';
import { listKeys, resourceContract } from '../resource';

export type { ContactCreate } from './leadsSchemas';

type LeadStatus = Exclude<(typeof statusFilter.ids)[number], 0>;

type LeadBase = {
  _id: string;
  name: string;
  phone: string;
  email: string;
  message: string;
  status: LeadStatus;
  createdAt: string;
  updatedAt: string;
};

export type PropertyLead = LeadBase & {
  leadType: (typeof leadType.ids)[number];
  /** The property or plot the lead asked about, and a readable title of it. */
  propertyId: string | null;
  plotId: string | null;
  relatedTitle: string;
};
export type ConstructionLead = LeadBase & { address: string; plotSize: string; budget: number };
export type SupportRequest = LeadBase & { subject: string };

const leadList = (path: string) => route('GET', path, { query: [...listKeys('status'), 'leadType'] });
const leadSort = ['createdAt', 'name', 'email', 'status'];

export const propertyLeads = resourceContract({
  name: 'property-leads',
  routes: {
    list: leadList('public/property-leads/get/list'),
    status: route('POST', 'public/property-leads/update/status/:id'),
  },
  filter: 'status',
  sortable: [...leadSort, 'leadType'],
  defaultSort: { field: 'createdAt', order: 'desc' },
  searchable: ['name', 'phone', 'email', 'message', 'relatedTitle'],
  phoneSearchable: ['phone'],
});

export const constructionLeads = resourceContract({
  name: 'construction-leads',
  routes: {
    list: leadList('construction/list'),
    status: route('PATCH', 'construction/status/update/:id'),
  },
  filter: 'status',
  sortable: [...leadSort, 'budget'],
  defaultSort: { field: 'createdAt', order: 'desc' },
  searchable: ['name', 'phone', 'email', 'message', 'address'],
  phoneSearchable: ['phone'],
});

export const support = resourceContract({
  name: 'support',
  routes: {
    list: leadList('public/contact-us/get/list'),
    status: route('POST', 'public/contact-us/update/status/:id'),
    // Extension: the public /contact-us form; validated and rate-limited, no token.
    create: route('POST', 'public/contact-us/create', { public: true, extension: true }),
  },
  filter: 'status',
  sortable: [...leadSort, 'subject'],
  defaultSort: { field: 'createdAt', order: 'desc' },
  searchable: ['name', 'phone', 'email', 'subject', 'message'],
  phoneSearchable: ['phone'],
});
