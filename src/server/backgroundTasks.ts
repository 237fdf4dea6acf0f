/**
 * Work a request starts but does not wait for. forgot-password hands its mail to a task so that its answer takes
 * the same time whether the address is an administrator's or not: waiting for the mail server told them apart
 * (audit 31-K). The server waits for the tasks still running before it closes the database.
 */
import type { FastifyBaseLogger } from 'fastify';

export type BackgroundTasks = {
  /** Starts `task` now; a failure is logged, never thrown at the request that started it. */
  run(name: string, task: () => Promise<void>): void;
  /** Resolves once every task started so far has ended. */
  settled(): Promise<void>;
};

export function createBackgroundTasks(log: FastifyBaseLogger): BackgroundTasks {
  const running = new Set<Promise<void>>();
  return {
    run(name, task) {
      const done = task()
        .catch((error: unknown) => log.error({ err: error, task: name }, 'background task failed'))
        .finally(() => running.delete(done));
      running.add(done);
    },
    async settled() {
      while (running.size > 0) await Promise.all(running);
    },
  };
}
