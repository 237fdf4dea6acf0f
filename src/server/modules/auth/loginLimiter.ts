/**
 * Brute-force protection for login and the reset-code checks: failed attempts counted per account and per
 * address in a sliding window, kept in memory (per process; enough for one server — a shared table would be
 * needed to count across several processes).
 */
export type LoginLimiter = {
  /** Seconds to wait, or 0 when the caller may try. */
  retryAfter(account: string, address: string): number;
  fail(account: string, address: string): void;
  succeed(account: string): void;
};

export function createLoginLimiter(opts: { perAccount: number; perAddress: number; windowMs: number }): LoginLimiter {
  const failures = new Map<string, number[]>();
  const recent = (key: string, now: number) => {
    const list = (failures.get(key) ?? []).filter((t) => now - t < opts.windowMs);
    if (list.length) failures.set(key, list);
    else failures.delete(key);
    return list;
  };
  const wait = (list: number[], max: number, now: number) =>
    list.length >= max ? Math.max(1, Math.ceil((list[list.length - max] + opts.windowMs - now) / 1000)) : 0;

  return {
    retryAfter(account, address) {
      const now = Date.now();
      return Math.max(wait(recent(`a:${account}`, now), opts.perAccount, now), wait(recent(`ip:${address}`, now), opts.perAddress, now));
    },
    fail(account, address) {
      const now = Date.now();
      for (const key of [`a:${account}`, `ip:${address}`]) failures.set(key, [...recent(key, now), now]);
      if (failures.size > 50_000) failures.clear();
    },
    succeed(account) {
      failures.delete(`a:${account}`);
    },
  };
}
