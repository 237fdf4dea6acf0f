/** axe-core's serious and critical findings on the page as it stands (every rule, or `rules`), one line each. */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

export async function seriousViolations(page: Page, rules?: string[]): Promise<string[]> {
  // Audit the settled page: colours read halfway through a transition (the sign-in button turning from disabled to
  // enabled once React has the prerendered form) are neither the before nor the after. Scroll-driven animations
  // (the pinned columns' shadow follows the table's scroll position) always run: they are not transitions in time.
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running' || !(a.timeline instanceof DocumentTimeline)));
  const builder = new AxeBuilder({ page });
  const results = await (rules ? builder.withRules(rules) : builder).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.length}: ${v.nodes[0]?.target.join(' ')})`);
}
