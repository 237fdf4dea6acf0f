/** A seeded pseudo-random source (mulberry32), so the demo data is the same on every machine and every run. */
export type Random = ReturnType<typeof createRandom>;

export function createRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)];
  return {
    next,
    int,
    pick,
    chance: (p: number) => next() < p,
    /** A number in [min, max] rounded to `step`. */
    step: (min: number, max: number, step: number) => Math.round((min + next() * (max - min)) / step) * step,
    /** `count` distinct items in a random order (all of them when count ≥ length). */
    sample<T>(items: readonly T[], count: number): T[] {
      const copy = [...items];
      for (let i = copy.length - 1; i > 0; i--) {
        const j = Math.floor(next() * (i + 1));
        [copy[i], copy[j]] = [copy[j], copy[i]];
      }
      return copy.slice(0, Math.min(count, copy.length));
    },
    /** A version-4-shaped UUID, so rows can reference each other before they are inserted. */
    uuid() {
      const hex = Array.from({ length: 32 }, () => Math.floor(next() * 16).toString(16));
      hex[12] = '4';
      hex[16] = ((parseInt(hex[16], 16) & 0x3) | 0x8).toString(16);
      const s = hex.join('');
      return `${s.slice(0, 8)}-${s.slice(8, 12)}-${s.slice(12, 16)}-${s.slice(16, 20)}-${s.slice(20)}`;
    },
    /** A moment in the last `days` days before `now`, denser towards now so every dashboard period has data. */
    recent(now: Date, days = 365) {
      const r = next();
      return new Date(now.getTime() - r * r * days * 86_400_000 - int(0, 3_600_000));
    },
  };
}
