import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export type AxeViolation = { id: string; impact: string | null; targets: string[] };

// Runs in the page (a string: the e2e code is type-checked without the DOM library).
const RUN_AXE = `(async () => {
  const result = await window.axe.run(document, {
    runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
  });
  return result.violations.map((violation) => ({
    id: violation.id,
    impact: violation.impact,
    targets: violation.nodes.map((node) => node.target.join(' ')),
  }));
})()`;

/** The WCAG 2.0/2.1 A and AA violations axe-core finds on the page as it is now (issue 11). */
export async function axeViolations(page: Page): Promise<AxeViolation[]> {
  // Evaluated through the DevTools protocol: the app's Content-Security-Policy rightly refuses inline scripts.
  await page.evaluate(AXE_SOURCE);
  return page.evaluate<AxeViolation[]>(RUN_AXE);
}
