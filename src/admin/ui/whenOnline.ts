/**
 * Resolves at once while the browser is online, else when the connection comes back. A change made from a list
 * (a status switch, a lead's status, bulk activation) waits for it as a save does (react-query holds mutations
 * offline, and the page's offline notice says so); it failed at once before, with "Failed to fetch".
 */
export function whenOnline(): Promise<void> {
  if (navigator.onLine) return Promise.resolve();
  return new Promise((resolve) => window.addEventListener('online', () => resolve(), { once: true }));
}
