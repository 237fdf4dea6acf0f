/** The zod schemas of lead-like lists: the status update body and the public contact form; leads.ts has the contracts. */
import { z } from 'zod';
import { email, optionalText, requiredText } from '../fieldSchemas';
import { withSchemas } from '../resource';
import { v } from '../validation';
import { support } from './leads';

export const leadStatusUpdateSchema = z.object({ status: z.union([z.literal(1), z.literal(2), z.literal(3)]) }).partial();

/**
 * A phone number as people in India write it: a mobile (98480 22338, +91 98480-22338) or a landline with its STD
 * code ((040) 2345 6789, 040-23456789). With +91, ten digits follow; otherwise 7 to 15 digits (E.164's most), not
 * all zeros. "+91 12345" and "0000000" passed, "(040) 23456789" did not (audit 31-M).
 */
export function isPhoneNumber(text: string): boolean {
  if (!/^\+?[\d\s().-]+$/.test(text)) return false;
  const digits = text.replace(/\D/g, '');
  if (/^0+$/.test(digits)) return false;
  if (text.trim().startsWith('+91')) return digits.length === 12;
  return digits.length >= 7 && digits.length <= 15;
}

export const contactCreateSchema = z.object({
  name: requiredText(v.nameRequired, 100),
  email: email(),
  phone: optionalText(20).refine((p) => p === '' || isPhoneNumber(p), v.phoneInvalid),
  subject: optionalText(200),
  message: requiredText(v.message, 2000),
});
export type ContactCreate = z.input<typeof contactCreateSchema>;

export const supportWithSchemas = withSchemas(support, { create: contactCreateSchema });
