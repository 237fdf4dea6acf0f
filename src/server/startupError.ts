/**
 * A reason the server cannot start that its operator can act on (a configuration value, a DATA_DIR in use, an
 * unreachable database): main.ts prints its message alone. A stack trace under it was noise (audit), and made a
 * clear message look like a crash.
 */
export class StartupError extends Error {}
