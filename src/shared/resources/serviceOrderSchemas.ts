/** The zod schemas of an order's OTP completion (spec §5); serviceOrder.ts has the contract and calls. */
import { z } from 'zod';
import { MIN_IMAGES, OTP_LENGTH } from '../api';
import { submissionType } from '../enums';
import { storedPrefix } from '../fieldSchemas';
import { v } from '../validation';

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
