/** Messages the server sent (OTPs, reset codes): the notifier writes here as well as to the log. */
import { pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, sortIndex } from './common';

export const outboxMessages = pgTable(
  'outbox_messages',
  {
    _id: id(),
    to: text('to').notNull(),
    /** 'email' | 'sms'. */
    channel: text('channel').notNull(),
    text: text('text').notNull(),
    otp: text('otp'),
    orderId: uuid('orderId'),
    createdAt: createdAt(),
  },
  (t) => [sortIndex('outbox_messages', t, t.createdAt)],
);
