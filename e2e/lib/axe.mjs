// axe-core (npm, from node_modules; never a CDN) run inside the page.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/** Serious and critical axe violations on the page as it is now, one line per element:
 *  "rule (impact): selector — summary". */
export async function axeProblems(page, { impacts = ['serious', 'critical'] } = {}) {
  if (!(await page.evaluate(() => typeof window.axe === 'object'))) {
    await page.addScriptTag({ content: SOURCE });
  }
  const violations = await page.evaluate(async () => {
    const r = await window.axe.run(document, { resultTypes: ['violations'] });
    return r.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      nodes: v.nodes.map((n) => ({ target: n.target.join(' '), summary: n.failureSummary })),
    }));
  });
  return violations
    .filter((v) => impacts.includes(v.impact))
    .flatMap((v) =>
      v.nodes.map((n) => `${v.id} (${v.impact}): ${n.target} — ${(n.summary ?? '').replace(/\s+/g, ' ').slice(0, 200)}`),
    );
}
