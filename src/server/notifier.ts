/**
 * Delivers messages (order OTPs, password-reset codes): `deliver` e-mails one through the mail server SMTP_URL
 * names (nodemailer), `record` keeps it in the outbox table (shown by `GET /api/v1/dev/outbox` when
 * DEV_OUTBOX=1), with the code it carries unless it was mailed. Callers deliver first, outside any transaction (a slow mail server
 * must not hold the embedded database, which serves one transaction at a time), then store the code and record
 * the message in one transaction: a message the mail server refuses fails the call (503) and issues no code,
 * the one already out stays valid. Without SMTP_URL nothing leaves the machine: the server says so at start.
 * The log never holds the text: it carries the codes.
 */
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import { statusCodes } from '@shared/api';
import { serverText } from '@shared/serverMessages';
import type { Config } from './config';
import type { DbOrTx } from './db/client';
import { outboxMessages } from './db/tables/index';
import { AppError } from './plugins/errors';

export type OutgoingMessage = { to: string; channel: 'email' | 'sms'; subject: string; text: string; otp?: string; orderId?: string };

export type Notifier = {
  /** E-mails the message when a mail server is set; a 503 AppError when it refuses it. */
  deliver(message: OutgoingMessage): Promise<void>;
  /** Keeps the message in the outbox, in `tx` when given. */
  record(message: OutgoingMessage, tx?: DbOrTx): Promise<void>;
};

export function createNotifier(db: DbOrTx, log: FastifyBaseLogger, config: Pick<Config, 'SMTP_URL' | 'MAIL_FROM' | 'DEV_OUTBOX'>): Notifier {
  // Short waits: an admin is waiting on the answer.
  const mail = config.SMTP_URL ? nodemailer.createTransport({ url: config.SMTP_URL, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 }) : null;
  if (!mail && !config.DEV_OUTBOX) log.warn('SMTP_URL is not set: OTPs and reset codes are kept in the outbox table only, not e-mailed');
  return {
    async deliver(message) {
      if (!mail || message.channel !== 'email') return;
      try {
        await mail.sendMail({ from: config.MAIL_FROM, to: message.to, subject: message.subject, text: message.text });
      } catch (error) {
        log.error({ err: error, to: message.to, orderId: message.orderId }, 'notification not sent');
        throw new AppError(503, statusCodes.MESSAGE_NOT_SENT, serverText('messageNotSent'));
      }
    },
    async record(message, tx) {
      // A mailed code stays out of the table: whoever reads the database (a backup, a console) could use a live
      // reset code within its 10 minutes (audit 31-K). Without a mail server the outbox is how codes are read.
      const keepCode = !mail || config.DEV_OUTBOX;
      const text = keepCode || !message.otp ? message.text : message.text.replaceAll(message.otp, '••••');
      await (tx ?? db).insert(outboxMessages).values({
        to: message.to,
        channel: message.channel,
        text,
        otp: keepCode ? (message.otp ?? null) : null,
        orderId: message.orderId ?? null,
      });
      log.info({ to: message.to, channel: message.channel, orderId: message.orderId, mailed: Boolean(mail) }, 'notification');
    },
  };
}
