import { onTestFinished } from 'vitest';

/**
 * For the rest of the test, the screen is a phone's: MUI's down('sm') asks for a max-width and matches; up()
 * queries (min-width) do not.
 */
export function onPhoneScreen() {
  const matchMedia = window.matchMedia;
  window.matchMedia = ((query: string) =>
    ({ matches: /max-width/.test(query), media: query, onchange: null, addListener() {}, removeListener() {}, addEventListener() {}, removeEventListener() {}, dispatchEvent: () => false }) as MediaQueryList) as typeof window.matchMedia;
  onTestFinished(() => {
    window.matchMedia = matchMedia;
  });
}
