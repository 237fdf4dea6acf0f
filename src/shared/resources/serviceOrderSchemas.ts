/** The zod schemas of an order's OTP completion (spec §5); serviceOrder.ts has the contract and calls. */
import { z } from 'zod';
import { MAX_IMAGES, MIN_IMAGES, OTP_LENGTH } from '../api';
import { submissionType } from '../enums';
import { IMAGE_EXTENSIONS } from '../uploads';
import { storedPrefix } from '../fieldSchemas';
import { v } from '../validation';

/**
 * The OTP as typed: exactly 4 digits (a number on the wire, a 4-digit string accepted). A number has lost its
 * leading zeros ("0000" typed is 0 sent): it is read back as 4 digits, so it counts as a wrong code, not as
 * a malformed one ("OTP must be 4 digits" for four typed digits).
 */
export const otpSchema = z
  .union([z.string(), z.number()], { error: v.otpRequired })
  .transform((o) => (typeof o === 'number' ? String(o).padStart(OTP_LENGTH, '0') : o.trim()))
  .refine((o) => o.length > 0, v.otpRequired)
  .refine((o) => new RegExp(`^\\d{${OTP_LENGTH}}$`).test(o), v.otpLength);

/** Photos only: any stored file passed, a brochure's PDF or an imported spreadsheet too (audit). */
const isImageName = (name: string) => IMAGE_EXTENSIONS.some((extension) => name.toLowerCase().endsWith(extension));

export const completeOrderSchema = z.object({
  otp: otpSchema,
  images: z
    .array(storedPrefix(v.orderImages).refine(isImageName, v.orderImageType), { error: v.orderImages })
    .min(1, v.orderImages)
    .min(MIN_IMAGES, v.orderMinImages)
    .max(MAX_IMAGES, v.tooManyItems)
    .refine((images) => new Set(images).size === images.length, v.orderImageRepeated),
  submissionType: z.union([z.literal(submissionType.values.FORCE_SUBMIT), z.literal(submissionType.values.SUBMIT)], {
    error: v.submissionType,
  }),
});
export type CompleteOrder = z.input<typeof completeOrderSchema>;
