/** Calls outside any resource: health and the development outbox (interface.md). */
import { route } from './api';

export const miscRoutes = {
  health: route('GET', 'health', { public: true, extension: true }),
  /** Only with DEV_OUTBOX=1; bearer-authenticated; newest first. */
  outbox: route('GET', 'dev/outbox', { extension: true }),
} as const;

export type OutboxMessage = { to: string; channel: string; text: string; otp: string | null; orderId: string | null; createdAt: string };
