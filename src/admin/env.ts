/**
 * Build-time settings of the admin (interface.md "Admin build-time variables"), read once from Vite's env.
 * Tests do not rely on these: the http client takes its base URL and delay as options.
 */
const raw = import.meta.env;

const text = (value: unknown, fallback: string) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : fallback);

const nonNegativeInt = (value: unknown, fallback: number) => {
  const n = Number(value);
  return value !== undefined && value !== '' && Number.isFinite(n) && n >= 0 ? Math.floor(n) : fallback;
};

const withTrailingSlash = (s: string) => (s.endsWith('/') ? s : `${s}/`);

export const env = {
  /** API base, same origin by default. */
  apiUrl: text(raw.VITE_API_URL, '/api/v1').replace(/\/+$/, ''),
  /** Public object-storage base: an image's src is this plus the stored prefix. */
  assetBaseUrl: withTrailingSlash(text(raw.VITE_ASSET_BASE_URL, '/storage/')),
  /** The spec's pre-request delay (§7); 0 turns it off. */
  requestDelayMs: nonNegativeInt(raw.VITE_REQUEST_DELAY_MS, 500),
} as const;

/** The URL an image or file is shown from; absolute URLs and data/blob URLs pass through. */
export function assetUrl(prefix: string, base: string = env.assetBaseUrl): string {
  if (/^(https?:|data:|blob:)/i.test(prefix)) return prefix;
  return withTrailingSlash(base) + prefix.replace(/^\/+/, '');
}
