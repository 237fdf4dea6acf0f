/** Admin users, their sessions (revocable bearer tokens, stored hashed), password-reset codes and failed logins. */
import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, timestamps } from './common';

export const adminUsers = pgTable(
  'admin_users',
  {
    _id: id(),
    name: text('name').notNull(),
    /** Stored lower-cased; logins compare lower-cased. */
    email: text('email').notNull(),
    passwordHash: text('passwordHash').notNull(),
    /** 1 active, 2 disabled. */
    status: integer('status').notNull().default(1),
    type: text('type').notNull().default('admin'),
    ...timestamps(),
  },
  (t) => [uniqueIndex('admin_users_email_idx').on(t.email)],
);

export const sessions = pgTable(
  'sessions',
  {
    _id: id(),
    userId: uuid('userId')
      .notNull()
      .references(() => adminUsers._id, { onDelete: 'cascade' }),
    /** sha256 of the bearer token; the token itself is never stored. */
    tokenHash: text('tokenHash').notNull(),
    expiresAt: timestamp('expiresAt', { withTimezone: true, mode: 'date' }).notNull(),
    revokedAt: timestamp('revokedAt', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('sessions_token_idx').on(t.tokenHash), index('sessions_user_idx').on(t.userId)],
);

export const passwordResetCodes = pgTable(
  'password_reset_codes',
  {
    _id: id(),
    userId: uuid('userId')
      .notNull()
      .references(() => adminUsers._id, { onDelete: 'cascade' }),
    codeHash: text('codeHash').notNull(),
    expiresAt: timestamp('expiresAt', { withTimezone: true, mode: 'date' }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    consumedAt: timestamp('consumedAt', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [index('password_reset_codes_user_idx').on(t.userId, t.createdAt)],
);

/**
 * Failed logins, one row per failure and key (`a:<email>` and `ip:<address>`), kept for the limiter's window: in
 * the database so that several server processes on one PostgreSQL count together (modules/auth/loginLimiter.ts).
 */
export const loginFailures = pgTable(
  'login_failures',
  {
    key: text('key').notNull(),
    failedAt: timestamp('failedAt', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('login_failures_key_idx').on(t.key, t.failedAt), index('login_failures_failed_at_idx').on(t.failedAt)],
);

/**
 * Writes sent with an Idempotency-Key (plugins/idempotency.ts): the first answer, kept a day, is the answer to the
 * same write sent again. `status` null while the first is still being answered.
 */
export const idempotentWrites = pgTable(
  'idempotent_writes',
  {
    /** The admin's id and the key: one admin's key never answers another's request. */
    key: text('key').primaryKey(),
    /** Method, path and a hash of the body: the key sent again with another write is refused. */
    request: text('request').notNull(),
    status: integer('status'),
    body: text('body'),
    createdAt: createdAt(),
  },
  (t) => [index('idempotent_writes_created_idx').on(t.createdAt)],
);
