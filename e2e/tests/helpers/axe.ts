import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** WCAG 2.2 A and AA (with the 2.0 and 2.1 rules it builds on). */
const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

export type Finding = { page: string; rule: string; impact: string; target: string };

/**
 * Every axe violation on the page as it is now, one line per element. `contrastOnly` runs the one
 * rule a colour scheme changes (for the dark pass of a page already scanned in full).
 */
export async function axeFindings(
  page: Page,
  label: string,
  { contrastOnly = false } = {},
): Promise<Finding[]> {
  const builder = new AxeBuilder({ page });
  const results = await (
    contrastOnly ? builder.withRules(['color-contrast']) : builder.withTags(WCAG_22_AA)
  ).analyze();
  const findings = results.violations.flatMap((violation) =>
    violation.nodes.map((node) => ({
      page: label,
      rule: violation.id,
      impact: violation.impact ?? 'unknown',
      target: node.target.join(' '),
    })),
  );
  // A rule that failed to run (a colour it cannot parse) decides nothing: that is a finding too.
  const errors = results.incomplete.flatMap((rule) =>
    rule.nodes
      .filter((node) => [...node.any, ...node.all, ...node.none].some(isAxeError))
      .map((node) => ({
        page: label,
        rule: `${rule.id} (axe error)`,
        impact: 'serious',
        target: node.target.join(' '),
      })),
  );
  return [...findings, ...errors];
}

/**
 * Ends the page's running transitions and animations (those with an end): axe then reads the
 * colours the reader is left with, not those of a dialog halfway through fading in, nor those of
 * cards not yet shown (`.offscreen-card`), whose transitions run only once they near the screen.
 */
export async function settleAnimations(page: Page): Promise<void> {
  await page.evaluate(async () => {
    // What the last render started begins with the next frames.
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
    for (const run of document.getAnimations())
      if (run.effect?.getComputedTiming().endTime !== Infinity) run.finish();
  });
}

const isAxeError = (check: { id: string }) => check.id === 'error-occurred';

export const isSerious = (finding: Finding) =>
  finding.impact === 'serious' || finding.impact === 'critical';

/**
 * axe's colour-contrast verdict on the elements `selector` finds: decided ('passes' or
 * 'violations') or not ('incomplete', as a text shadow or an image behind the text makes it).
 */
export async function contrastVerdict(
  page: Page,
  selector: string,
): Promise<'passes' | 'violations' | 'incomplete' | 'inapplicable'> {
  const results = await new AxeBuilder({ page })
    .include(selector)
    .withRules(['color-contrast'])
    .analyze();
  if (results.violations.length > 0) return 'violations';
  if (results.incomplete.length > 0) return 'incomplete';
  return results.passes.length > 0 ? 'passes' : 'inapplicable';
}
