/** Service orders and their OTP completion (spec §2 Service Order, §3, §4, §5, §7 Orders). */
import { z } from 'zod';
import { MIN_IMAGES, OTP_LENGTH, type Point, route } from '../api';
import { orderStatus, submissionType } from '../enums';
import { storedPrefix } from '../fields';
import { resourceContract } from '../resource';
import { v } from '../validation';

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

/** The OTP as typed: exactly 4 digits (a number on the wire, a 4-digit string accepted). */
export const otpSchema = z
  .union([z.string(), z.number()], { error: v.otpRequired })
  .transform((o) => String(o).trim())
  .refine((o) => o.length > 0, v.otpRequired)
  .refine((o) => new RegExp(`^\\d{${OTP_LENGTH}}$`).test(o), v.otpLength);

export const completeOrderSchema = z.object({
  otp: otpSchema,
  images: z.array(storedPrefix(v.orderImages), { error: v.orderImages }).min(1, v.orderImages).min(MIN_IMAGES, v.orderMinImages),
  submissionType: z.union([z.literal(submissionType.values.FORCE_SUBMIT), z.literal(submissionType.values.SUBMIT)], {
    error: v.submissionType,
  }),
});
export type CompleteOrder = z.input<typeof completeOrderSchema>;

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
