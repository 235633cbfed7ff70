import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

import type { BrowserContext, Page } from 'playwright-core';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** Makes axe-core available in every page of the context (init scripts are not subject to the page's CSP). */
export async function withAxe(context: BrowserContext): Promise<void> {
  await context.addInitScript({ content: axeSource });
}

export interface AxeFinding {
  rule: string;
  impact: string;
  help: string;
  /** CSS selectors of the offending elements (the first few) and how many there are. */
  targets: string[];
  /** axe's explanation for the first of them (e.g. the colours and the ratio found). */
  summary: string;
  count: number;
}

interface AxeResult {
  violations: { id: string; impact?: string | null; help: string; nodes: { target: unknown[]; failureSummary?: string }[] }[];
}

// WCAG 2.0-2.2 A and AA, as axe tags them
const WCAG_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** axe-core's WCAG A/AA violations of the page as it is now, the most severe first. */
export async function axeViolations(page: Page): Promise<AxeFinding[]> {
  const result = await page.evaluate(async (tags) => {
    const axe = (globalThis as unknown as { axe: { run: (context: Document, options: unknown) => Promise<unknown> } }).axe;
    return (await axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] })) as AxeResult;
  }, WCAG_AA);
  const order = ['critical', 'serious', 'moderate', 'minor'];
  return result.violations
    .map((v) => ({
      rule: v.id,
      impact: v.impact ?? 'minor',
      help: v.help,
      targets: v.nodes.slice(0, 4).map((n) => n.target.map(String).join(' ')),
      count: v.nodes.length,
      summary: (v.nodes[0]?.failureSummary ?? '').replace(/\s+/g, ' ').trim(),
    }))
    .sort((a, b) => order.indexOf(a.impact) - order.indexOf(b.impact));
}

/** Only what blocks or seriously hinders a person (axe impact critical or serious). */
export const blocking = (findings: AxeFinding[]): AxeFinding[] => findings.filter((f) => f.impact === 'critical' || f.impact === 'serious');

/**
 * Controls of the page smaller than 44 x 44 px (buttons, icon buttons, checkboxes, sidebar entries):
 * on a phone-width page each is a finger's target. Links inside running text are not counted.
 */
export async function smallTargets(page: Page, min = 44): Promise<string[]> {
  return page.evaluate((size) => {
    const selector = 'button, [role="button"], .MuiCheckbox-root, .MuiListItemButton-root, .insp-pager-select';
    const out: string[] = [];
    for (const el of Array.from(document.querySelectorAll<HTMLElement>(selector))) {
      const box = el.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue; // not shown
      const style = getComputedStyle(el);
      if (style.visibility === 'hidden' || el.closest('[aria-hidden="true"]')) continue;
      if (Math.round(box.width) < size || Math.round(box.height) < size)
        out.push(
          `${el.tagName.toLowerCase()}${el.getAttribute('aria-label') ? `[${el.getAttribute('aria-label')}]` : ''} "${(el.textContent ?? '').trim().slice(0, 30)}" ${Math.round(box.width)}x${Math.round(box.height)}`,
        );
    }
    return out;
  }, min);
}

/**
 * Waits (up to `timeout`) until no indeterminate progress bar is left in the content area and no
 * finite transition runs (a button that just became enabled fades in its colours for 250 ms; its
 * contrast is judged at rest, as a person reads it).
 */
export async function settled(page: Page, timeout = 15_000): Promise<void> {
  await page
    .waitForFunction(
      () =>
        document.querySelectorAll('main [role="progressbar"]:not([aria-valuenow])').length === 0 &&
        document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
      undefined,
      { timeout },
    )
    .catch(() => undefined);
}
