/** Services with fees (spec §3 Service, §7 Service rows); the §5 rules (zod) are in servicesSchemas.ts. */
import { route } from '../api';
import { listKeys, resourceContract } from '../resource';

export type { Service, ServiceInput } from './servicesSchemas';

export const services = resourceContract({
  name: 'services',
  routes: {
    list: route('GET', 'admin/service/list', { query: listKeys('active') }),
    getOne: route('GET', 'admin/service/get/:id'),
    // Extension: the spec shows no service create call.
    create: route('POST', 'admin/service/create', { extension: true }),
    update: route('POST', 'admin/service/update/:id'),
    status: route('PATCH', 'admin/service/status/update/:id'),
    signedUrl: route('POST', 'admin/service/signed-url'),
  },
  filter: 'active',
  sortable: ['createdAt', 'title', 'fee', 'isActive'],
  defaultSort: { field: 'createdAt', order: 'desc' },
  searchable: ['title', 'description', 'teluguTitle', 'teluguDescription'],
});
