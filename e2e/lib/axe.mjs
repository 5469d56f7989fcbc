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
  const violations = await page.evaluate(async (impacts) => {
    // A rule with an impact of its own reports every violation at that impact (axe-core's
    // `finalizeRuleResult` overrides its checks' impacts with it), so a rule whose impact is
    // not asked for can never report one that is: skip it (the region and landmark rules are
    // among the slower ones on our big boards).
    const skip = (window.axe._audit?.rules ?? []).filter((r) => r.impact && !impacts.includes(r.impact));
    const rules = Object.fromEntries(skip.map((r) => [r.id, { enabled: false }]));
    const r = await window.axe.run(document, { resultTypes: ['violations'], rules });
    return r.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      nodes: v.nodes.map((n) => ({ target: n.target.join(' '), summary: n.failureSummary })),
    }));
  }, impacts);
  return violations
    .filter((v) => impacts.includes(v.impact))
    .flatMap((v) =>
      v.nodes.map((n) => `${v.id} (${v.impact}): ${n.target} — ${(n.summary ?? '').replace(/\s+/g, ' ').slice(0, 200)}`),
    );
}
