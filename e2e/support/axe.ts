// Every page a test visits is checked with axe for WCAG 2 A and AA; serious and critical
// violations fail the test. The check is a soft assertion: the journey goes on, so one run reports
// every inaccessible page it passes as well as any later functional failure, and the test still
// fails. The message names each rule, its first nodes and why they fail (for contrast: the colours
// and the ratio), so that a failure says what to fix.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

export async function expectAccessible(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const summary = bad.map(
    (v) =>
      `${v.impact} ${v.id}: ${v.help} (${v.nodes
        .slice(0, 3)
        .map((n) => `${n.target.join(' ')} — ${(n.failureSummary ?? '').replace(/\s+/g, ' ').trim()}`)
        .join('; ')}${v.nodes.length > 3 ? `; and ${v.nodes.length - 3} more` : ''})`,
  );
  expect.soft(summary, `axe violations on ${page.url()}`).toEqual([]);
}
