/**
 * Server configuration: the environment parsed once with zod (interface.md "Server environment variables").
 * `loadConfig(env)` is pure so tests build configs without touching process.env.
 */
import { z } from 'zod';
import { STRONG_PASSWORD } from '@shared/fields';
import { StartupError } from './startupError';

const flag = (fallback: '0' | '1') =>
  z
    .enum(['0', '1', 'true', 'false'])
    .default(fallback)
    .transform((s) => s === '1' || s === 'true');

const optionalString = z
  .string()
  .optional()
  .transform((s) => (s && s.trim() !== '' ? s.trim() : undefined));

/** An address, a CIDR or one of the named ranges Fastify's trustProxy takes (proxy-addr). */
const isProxyAddress = (item: string) =>
  /^\d{1,3}(\.\d{1,3}){3}(\/\d{1,2})?$/.test(item) || /^[0-9a-f]*:[0-9a-f:.]*(\/\d{1,3})?$/i.test(item) || ['loopback', 'linklocal', 'uniquelocal'].includes(item);

/** Documented default bootstrap password; the README tells operators to change it (or set ADMIN_PASSWORD). */
export const DEFAULT_ADMIN_PASSWORD = 'Admin@12345';

export const configSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: optionalString,
  ADMIN_EMAIL: z.string().trim().toLowerCase().email().default('admin@example.com'),
  // The rule every other admin password follows (audit: "aaaaaaaa" was taken, and signed in).
  ADMIN_PASSWORD: z
    .string()
    .regex(STRONG_PASSWORD, 'needs 8 to 128 characters with a lower-case and an upper-case letter, a digit and a sign')
    .default(DEFAULT_ADMIN_PASSWORD),
  ADMIN_NAME: z.string().min(1).default('Administrator'),
  DEMO_DATA: flag('1'),
  DEV_OUTBOX: flag('0'),
  /** The mail server that e-mails OTPs and reset codes, e.g. smtp://user:password@mail.example.com:587; unset = none. */
  SMTP_URL: optionalString.refine((url) => url === undefined || /^smtps?:\/\/[^/\s]+/i.test(url), {
    message: 'must be an smtp:// or smtps:// address, e.g. smtp://user:password@mail.example.com:587',
  }),
  /** The sender of those e-mails. */
  MAIL_FROM: z.string().trim().min(1).default('Estate admin <no-reply@localhost>'),
  /** The public /register page creates admins only when this is 1. */
  ALLOW_REGISTRATION: flag('0'),
  /** HMAC key for signed upload URLs and OTP hashes; unset = generated once and kept in DATA_DIR/.secret. */
  STORAGE_SECRET: optionalString,
  /** Where the built admin is served from. */
  STATIC_DIR: z.string().min(1).default('./dist'),
  SESSION_TTL_HOURS: z.coerce.number().positive().default(24 * 7),
  /** Failed logins allowed per account, and per address, within LOGIN_WINDOW_MINUTES. */
  LOGIN_MAX_FAILURES_PER_ACCOUNT: z.coerce.number().int().positive().default(5),
  LOGIN_MAX_FAILURES_PER_ADDRESS: z.coerce.number().int().positive().default(20),
  LOGIN_WINDOW_MINUTES: z.coerce.number().positive().default(15),
  /** Public contact-us submissions per address per minute. */
  CONTACT_RATE_PER_MINUTE: z.coerce.number().int().positive().default(5),
  /**
   * Behind a reverse proxy, which hops to trust for the client's address (X-Forwarded-For): a number of hops, or the
   * proxies' addresses/CIDRs, comma-separated. Unset, the connection's address is the client's: behind a proxy every
   * visitor then had the proxy's, and 20 failed logins by anyone locked every login out (audit 31-K).
   */
  TRUST_PROXY: optionalString.pipe(
    z
      .string()
      .refine((s) => /^\d{1,2}$/.test(s) || s.split(',').every((item) => isProxyAddress(item.trim())), {
        message: 'a number of hops, or proxy addresses/CIDRs (or loopback, linklocal, uniquelocal) separated by commas',
      })
      .transform((s) => (/^\d+$/.test(s) ? Number(s) : s))
      .optional(),
  ),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export type Config = z.infer<typeof configSchema>;
export type ConfigInput = z.input<typeof configSchema>;

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const known = Object.fromEntries(Object.keys(configSchema.shape).map((k) => [k, env[k] === '' ? undefined : env[k]]));
  const parsed = configSchema.safeParse(known);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new StartupError(`Invalid server configuration: ${problems}`);
  }
  return parsed.data;
}
