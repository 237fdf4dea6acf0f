import { statusCodes } from '@shared/api';

/** The server refused because the order was completed meanwhile (another admin, another tab). */
export const completedElsewhere = (error: unknown) =>
  (error as { body?: { statusCode?: unknown } } | null)?.body?.statusCode === statusCodes.ORDER_ALREADY_COMPLETED;
