// axe-core in the e2e specs: the page as it stands (an open dialog, a toast, a filled form), at 390 and 1280 px,
// failing on serious or critical violations only; moderate and minor ones are left to bench/lighthouse.mjs's report.
// The same axe-core and rules as bench/lighthouse.mjs, whose AxeBuilder (@axe-core/playwright) evaluates axe-core's
// `source` in the page; here it is evaluated once and run directly, violations only and without iframes: that takes
// ~0.2 s a run where AxeBuilder.analyze() takes 1–3 s (it finishes every run in a new blank page and waits on each
// frame, e.g. /contact's map embed, which fails offline and is not the shop's content). The viewport is put back
// afterwards, so a spec goes on as before.
import { source } from 'axe-core';
import type { AxeResults } from 'axe-core';
import { expect, type Page } from './playwright';

const WIDTHS = [390, 1280] as const;

export async function expectNoSeriousAxeViolations(page: Page, label = ''): Promise<void> {
  const viewport = page.viewportSize();
  const found: string[] = [];
  try {
    if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(source);
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      const violations = await page.evaluate(async () => {
        const { axe } = window as unknown as { axe: { run: (context: Document, options: object) => Promise<AxeResults> } };
        return (await axe.run(document, { iframes: false, resultTypes: ['violations'] })).violations;
      });
      for (const v of violations) {
        if (v.impact !== 'serious' && v.impact !== 'critical') continue;
        const nodes = v.nodes.slice(0, 3).map((n) => `${n.target.join(' ')}${n.failureSummary ? ` (${n.failureSummary.replace(/\s+/g, ' ').trim()})` : ''}`);
        found.push(`${width} px ${v.impact} ${v.id}: ${v.help}\n    ${nodes.join('\n    ')}${v.nodes.length > 3 ? `\n    …and ${v.nodes.length - 3} more` : ''}`);
      }
    }
  } finally {
    if (viewport) await page.setViewportSize(viewport);
  }
  expect(found, `serious or critical axe violations on ${label || page.url()}`).toEqual([]);
}
