/**
 * Delivers messages (order OTPs, password-reset codes). There is no SMS/e-mail provider yet: a message is
 * written to the log and to the outbox table, which `GET /api/v1/dev/outbox` shows when DEV_OUTBOX=1.
 * A real provider would be one more step in `send`.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { DbOrTx } from './db/client';
import { outboxMessages } from './db/tables/index';

export type OutgoingMessage = { to: string; channel: 'email' | 'sms'; text: string; otp?: string; orderId?: string };

export type Notifier = { send(message: OutgoingMessage, db?: DbOrTx): Promise<void> };

export function createNotifier(db: DbOrTx, log: FastifyBaseLogger): Notifier {
  return {
    async send(message, tx) {
      await (tx ?? db).insert(outboxMessages).values({
        to: message.to,
        channel: message.channel,
        text: message.text,
        otp: message.otp ?? null,
        orderId: message.orderId ?? null,
      });
      log.info({ to: message.to, channel: message.channel, orderId: message.orderId }, `notification: ${message.text}`);
    },
  };
}
