/**
 * Service orders and their OTP completion (spec §2 Service Order, §3, §4, §7 Orders); the completion form's §5
 * rules (zod) are in serviceOrderSchemas.ts.
 */
import { type Point, route } from '../api';
import type { orderStatus, submissionType } from '../enums';
import { resourceContract } from '../resource';

export type { CompleteOrder } from './serviceOrderSchemas';

export type ServiceOrder = {
  _id: string;
  orderNo: string;
  address: string;
  location: Point | null;
  serviceId: string | null;
  serviceName: string;
  fee: number;
  name: string;
  email: string;
  plotLength: number;
  plotWidth: number;
  additionalInfo: string;
  plotNo: string;
  ventureName: string;
  plotFacing: number;
  status: (typeof orderStatus.ids)[number];
  images: string[];
  submissionType: (typeof submissionType.ids)[number];
  completedAt: string | null;
  createdAt: string;
  updatedAt: string;
};

export const serviceOrder = resourceContract({
  name: 'service-order',
  routes: {
    list: route('GET', 'order/admin/list', {
      query: ['pageNo', 'pageSize', 'search', 'orderBy', 'orderDirection', 'status', 'startDate', 'endDate'],
    }),
    // Extension: /service-order/details needs one order; the spec lists no get call.
    getOne: route('GET', 'order/admin/get/:id', { extension: true }),
    // Completion images go up through the service signed-url call (orders are service orders).
    signedUrl: route('POST', 'admin/service/signed-url'),
  },
  filter: 'none',
  sortable: ['createdAt', 'orderNo', 'serviceName', 'name', 'email', 'plotNo', 'ventureName', 'status'],
  defaultSort: { field: 'createdAt', order: 'desc' },
  searchable: ['orderNo', 'serviceName', 'name', 'email', 'plotNo', 'ventureName', 'address', 'additionalInfo'],
});

export const orderRoutes = {
  generateUserOtp: route('GET', 'order/admin/generate-user-otp/:id'),
  regenerateUserOtp: route('GET', 'order/admin/re-generate-user-otp/:id'),
  generateAdminOtp: route('GET', 'order/admin/generate-admin-otp/:id'),
  completeOrder: route('POST', 'order/admin/complete-order/:id'),
} as const;
