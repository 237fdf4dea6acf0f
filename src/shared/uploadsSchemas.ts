/** The zod schema of a signed-url request (uploads.ts has the flow's limits and file types). */
import { z } from 'zod';
import { requiredText } from './fieldSchemas';
import { v } from './validation';

export const signedUrlRequestSchema = z.object({ fileName: requiredText(v.invalidValue, 255) });
