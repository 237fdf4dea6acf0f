/**
 * Delivers messages (order OTPs, password-reset codes). Each is kept in the outbox table (shown by
 * `GET /api/v1/dev/outbox` when DEV_OUTBOX=1) and, when SMTP_URL names a mail server, e-mailed through it
 * (nodemailer). Without one nothing leaves the machine: the server says so at start. A message the mail server
 * refuses fails the call (503), so the code it carried is not issued and the admin is told instead of "sent".
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

export type Notifier = { send(message: OutgoingMessage, db?: DbOrTx): Promise<void> };

export function createNotifier(db: DbOrTx, log: FastifyBaseLogger, config: Pick<Config, 'SMTP_URL' | 'MAIL_FROM' | 'DEV_OUTBOX'>): Notifier {
  const mail = config.SMTP_URL ? nodemailer.createTransport(config.SMTP_URL) : null;
  if (!mail && !config.DEV_OUTBOX) log.warn('SMTP_URL is not set: OTPs and reset codes are kept in the outbox table only, not e-mailed');
  return {
    async send(message, tx) {
      await (tx ?? db).insert(outboxMessages).values({
        to: message.to,
        channel: message.channel,
        text: message.text,
        otp: message.otp ?? null,
        orderId: message.orderId ?? null,
      });
      if (mail && message.channel === 'email') {
        try {
          await mail.sendMail({ from: config.MAIL_FROM, to: message.to, subject: message.subject, text: message.text });
        } catch (error) {
          log.error({ err: error, to: message.to, orderId: message.orderId }, 'notification not sent');
          throw new AppError(503, statusCodes.MESSAGE_NOT_SENT, serverText('messageNotSent'));
        }
      }
      log.info({ to: message.to, channel: message.channel, orderId: message.orderId, mailed: Boolean(mail) }, 'notification');
    },
  };
}
