/** The zod schemas of lead-like lists: the status update body and the public contact form; leads.ts has the contracts. */
import { z } from 'zod';
import { email, optionalText, requiredText } from '../fieldSchemas';
import { withSchemas } from '../resource';
import { v } from '../validation';
import { support } from './leads';

export const leadStatusUpdateSchema = z.object({ status: z.union([z.literal(1), z.literal(2), z.literal(3)]) }).partial();

export const contactCreateSchema = z.object({
  name: requiredText(v.nameRequired, 100),
  email: email(),
  phone: optionalText(20).refine((p) => p === '' || /^[+\d][\d\s-]{6,18}$/.test(p), v.phoneInvalid),
  subject: optionalText(200),
  message: requiredText(v.message, 2000),
});
export type ContactCreate = z.input<typeof contactCreateSchema>;

export const supportWithSchemas = withSchemas(support, { create: contactCreateSchema });
