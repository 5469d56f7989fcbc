// The card game's composer: an On Assignment chosen in the rulebooks' order (who goes, who goes
// along, which Main Plot) with the group's totals against each Main Plot's requirements updating
// as the choice changes; a tap on a highlighted card of the table chooses it; a Licence to Kill
// Henchman Attack shows the dice's odds; and every choice of the decision can be brought into
// sight and pressed on an upright tablet. Positions come from `qbranch record` games cut just
// before seat 0 sends a Bond or attacks.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { harness } from '../lib/harness.mjs';
import { axeProblems } from '../lib/axe.mjs';
import { saveBefore } from '../lib/records.mjs';
import { importAndOpen } from '../pages/app.mjs';
import { CcgPlay } from '../pages/ccg.mjs';

const h = harness();


/** Every live line under the sending buttons. */
async function checks(page) {
  return page.getByTestId('ccg-check').allTextContents();
}

test('On Assignment: live totals against requirements, chosen by buttons or by tapping the table', async () => {
  const { context, page } = await h.page({ width: 1366, height: 768 });
  await importAndOpen(page, h.url, 'assign.json', saveBefore('ccg', 23, 'assign', 0));
  const play = new CcgPlay(page, h.url);
  const sends = play.actions('assign');
  await sends.first().waitFor();
  assert.equal((await play.state()).step, 'assignment');
  // On a laptop screen the rival's Main Plots, which the Bond is sent against, are in sight
  // without scrolling: the others sit across the table, above the player's own seat.
  const rival = page.locator('[data-testid=ccg-seat][data-near=false] [data-testid=zone-card][data-pickable=true]').first();
  const seen = await rival.evaluate((el) => {
    const r = el.getBoundingClientRect();
    const top = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    return r.top >= 0 && r.bottom <= window.innerHeight && el.contains(top);
  });
  assert.ok(seen, "the rival's Main Plot is in sight at 1366x768 without scrolling");
  const composer = page.getByTestId('compose-assign');
  const agents = composer.getByTestId('pick-agent');
  const n = await agents.count();
  assert.ok(n >= 2, `two characters may go (${n})`);
  // The first is chosen to begin with; each Main Plot's button carries its line.
  assert.equal(await agents.nth(0).getAttribute('aria-pressed'), 'true');
  const first = await checks(page);
  assert.equal(first.length, await sends.count());
  for (const line of first) assert.match(line, /^(PV|CV|[A-Z][a-z]+) -?\d+ \/ \d+ [✔✘]/, line);
  assert.deepEqual(await axeProblems(page), [], 'axe: the composer');
  const name0 = (await agents.nth(0).textContent()).replace(/^✓\s*/, '');
  assert.match(await sends.first().textContent(), new RegExp(`^Send ${name0}`));

  // Choosing the other character changes every line and every button at once.
  await agents.nth(1).click();
  assert.equal(await agents.nth(1).getAttribute('aria-pressed'), 'true');
  const name1 = (await agents.nth(1).textContent()).replace(/^✓\s*/, '');
  await page.waitForFunction(
    (n) => [...document.querySelectorAll('[data-testid=ccg-action][data-kind=assign]')].every((b) => b.textContent.startsWith(`Send ${n}`)),
    name1,
  );
  assert.notDeepEqual(await checks(page), first, 'the totals follow the chosen character');

  // A tap on the first character's card on the table chooses it back (no zoom opens).
  const card = page.locator(`[data-testid=ccg-seat][data-near=true] [data-testid=agency-card][data-pickable=true]`).first();
  await card.click();
  assert.equal(await play.zoom().count(), 0, 'a tap that chooses does not open the zoom');
  await page.waitForFunction(() => document.querySelector('[data-testid=pick-agent][aria-pressed=true]') !== null);
  const pressed = (await composer.locator('[data-testid=pick-agent][aria-pressed=true]').textContent()).replace(/^✓\s*/, '');
  assert.equal(pressed, await card.evaluate((e) => e.querySelector('svg').getAttribute('aria-label').split(',')[0]));
  // A second tap on the same card reads it.
  await card.click();
  await play.zoom().waitFor();
  await page.keyboard.press('Escape');
  await play.zoom().waitFor({ state: 'detached' });

  // A tap on a card of a rival Main Plot marks that Main Plot's button and gives it the focus.
  const plotCard = page.locator('[data-testid=ccg-seat][data-near=false] [data-testid=zone-card][data-pickable=true]').first();
  await plotCard.click();
  await page.waitForFunction(() => document.activeElement?.dataset?.kind === 'assign');
  const focused = page.locator(':focus');
  assert.equal(await focused.evaluate((e) => e.closest('.ccg-send').classList.contains('chosen')), true);
  // Sending it plays the action.
  const before = await play.steps();
  await play.act(focused);
  assert.ok((await play.steps()) > before);
  assert.deepEqual(page.errors, []);
  await context.close();
});

test('Licence to Kill: a Henchman Attack shows the values and the odds of the dice; every choice can be brought into sight on an upright tablet', async () => {
  const { context, page } = await h.page({ width: 768, height: 1024 });
  await importAndOpen(page, h.url, 'attack.json', saveBefore('ccg-ltk', 4, 'henchman_attack', 1));
  const play = new CcgPlay(page, h.url);
  const sends = play.actions('attack');
  await sends.first().waitFor();
  assert.equal((await play.state()).step, 'attack');
  const lines = await checks(page);
  assert.ok(lines.length >= 1);
  for (const line of lines) {
    assert.match(line, /^(PV|CV) \d+ against \d+: /, line);
    const percents = [...line.matchAll(/(\d+) %/g)].map((m) => Number(m[1]));
    assert.ok(percents.length >= 1, line);
    const sum = percents.reduce((a, b) => a + b, 0);
    assert.ok(sum >= 99 && sum <= 101, `${line}: the chances add up (${sum})`);
  }
  // Every button of the decision: open its group, bring it into sight, nothing covers it.
  const all = play.actions();
  const count = await all.count();
  assert.ok(count >= 2);
  for (let i = 0; i < count; i++) {
    const b = all.nth(i);
    await b.evaluate((el) => {
      const fold = el.closest('details');
      if (fold) fold.open = true;
    });
    await b.scrollIntoViewIfNeeded();
    const hit = await b.evaluate((el) => {
      const r = el.getBoundingClientRect();
      const top = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
      return { inside: r.top >= 0 && r.bottom <= window.innerHeight && r.left >= 0 && r.right <= window.innerWidth, on: el.contains(top) };
    });
    assert.ok(hit.inside, `button ${i} fits the screen`);
    assert.ok(hit.on, `button ${i} is not covered`);
  }
  await play.act(sends.first());
  assert.deepEqual(page.errors, []);
  await context.close();
});
