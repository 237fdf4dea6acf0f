/** What every module receives: the database, file storage, the logger, the configuration, the notifier and background tasks. */
import type { FastifyBaseLogger } from 'fastify';
import type { BackgroundTasks } from './backgroundTasks';
import type { Config } from './config';
import type { Db } from './db/client';
import type { Notifier } from './notifier';
import type { Storage } from './storage/storage';

export type AppContext = {
  db: Db;
  storage: Storage;
  log: FastifyBaseLogger;
  config: Config;
  notifier: Notifier;
  /** HMAC key for signed URLs and one-time-code hashes (STORAGE_SECRET or the one kept in DATA_DIR). */
  secret: string;
  tasks: BackgroundTasks;
};
