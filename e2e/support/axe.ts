// Every page a test visits is checked with axe for WCAG 2 A and AA; serious and critical
// violations fail the test. The check is a soft assertion: the journey goes on, so one run reports
// every inaccessible page it passes as well as any later functional failure, and the test still
// fails. The message names each rule, its first nodes and why they fail (for contrast: the colours
// and the ratio), so that a failure says what to fix.
//
// axe-core itself, not @axe-core/playwright: its AxeBuilder injects axe's 550 kB source again on
// every call and opens a blank page to assemble the results, 2–3 s a screen on a two-core machine
// and a third of the journeys' time. Here axe is injected once per document and asked for
// violations only (it then keeps no node lists of passing rules): 0.1–0.5 s a screen, same rules.
// Frames are not read; the one frame of the app is a third-party document viewer (docs/testing.md).
import axe, { type AxeResults } from 'axe-core';
import { expect, type Page } from '@playwright/test';

/** Whether an animation that runs to an end (not a spinner) is running, or started at or after `since` (document time). */
function animatedSince(page: Page, since: number): Promise<boolean> {
  return page.evaluate(
    (mark) =>
      document
        .getAnimations()
        .some(
          (a) =>
            a.effect?.getComputedTiming().iterations !== Infinity &&
            (a.playState === 'running' || Number(a.startTime ?? mark) >= mark),
        ),
    since,
  );
}

/**
 * The screen once nothing that runs to an end is moving (a dialog or a toast fading in is half
 * transparent), and the document time it was seen so. Both are read in one evaluation: read apart,
 * an animation starting between the two would be before the mark and unseen by animatedSince.
 */
export async function settled(page: Page): Promise<number> {
  const handle = await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity)
      ? Number(document.timeline.currentTime ?? 0) + 0.001
      : false,
  );
  // The 0.001 keeps a time of 0 truthy for waitForFunction; it is taken back here.
  return Number(await handle.jsonValue()) - 0.001;
}

/**
 * Counts, from now on, every animation or transition that starts on the page and runs to an end
 * (not a spinner), even on an element removed before anyone looks: a toast's exit can start,
 * finish and leave the document while axe reads the screen, and then no animation of the document
 * says it moved. Installed once per document; each call starts the count again.
 */
function watchMotion(page: Page): Promise<void> {
  return page.evaluate(() => {
    const w = window as unknown as { __axeMotion?: number };
    if (w.__axeMotion === undefined) {
      const finite = (e: Event) =>
        !(e.target instanceof Element) ||
        e.target.getAnimations().some((a) => a.effect?.getComputedTiming().iterations !== Infinity);
      const seen = (e: Event) => {
        if (finite(e)) w.__axeMotion = (w.__axeMotion ?? 0) + 1;
      };
      document.addEventListener('animationstart', seen, true);
      document.addEventListener('transitionstart', seen, true);
    }
    w.__axeMotion = 0;
  });
}

/** Whether anything counted by watchMotion started since its last call. */
function movedSinceWatch(page: Page): Promise<boolean> {
  return page.evaluate(() => ((window as unknown as { __axeMotion?: number }).__axeMotion ?? 0) > 0);
}

export async function expectAccessible(page: Page): Promise<void> {
  // axe judges the screen it reads. Something that starts moving while it reads (a toast whose code
  // loads with the first toast, so it can appear a moment after its action; a toast leaving) would
  // be judged mid-fade; then the screen is read again once settled. Bounded: a screen that never
  // stops changing is judged as it is the third time.
  const analyze = async (): Promise<AxeResults> => {
    if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
    return page.evaluate(() =>
      (window as unknown as { axe: typeof axe }).axe.run(document, {
        runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa'] },
        resultTypes: ['violations'],
        iframes: false,
      }),
    );
  };
  const read = async () => {
    const mark = await settled(page);
    await watchMotion(page);
    const results = await analyze();
    const moved = (await movedSinceWatch(page)) || (await animatedSince(page, mark));
    return { results, moved };
  };
  let { results, moved } = await read();
  for (let round = 0; round < 2 && moved; round += 1) ({ results, moved } = await read());
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
