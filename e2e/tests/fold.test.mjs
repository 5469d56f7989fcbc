// Groups of choices that fold look like they fold: a summary drawn as a control (a chevron that
// turns, the count inside, 44 px high on a tablet), and a Hint pointing at a folded choice opens
// its group and brings the choice into sight, at a laptop (mouse) and an upright tablet (touch).
// The position is a recorded card game cut where the Hint's choice lies in a folded group.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { harness } from '../lib/harness.mjs';
import { recordGame, saveAround } from '../lib/records.mjs';
import { importAndOpen } from '../pages/app.mjs';
import { CcgPlay } from '../pages/ccg.mjs';

const h = harness();

// A Licence to Kill game of two easy computers, cut before seat 0's action number CUT: a long
// group is folded there, and the Hint's choice is in it.
const GAME = 'ccg-ltk';
const SEED = 1;
const CUT = 25;

function position() {
  const { record } = recordGame({ game: GAME, seed: SEED, seats: ['ai:easy', 'ai:easy'] });
  return saveAround(
    { ...record, actions: record.actions.slice(0, CUT) },
    {
      id: `fold-${GAME}-${SEED}-${CUT}`,
      name: 'Folded group',
      seats: [
        { name: 'Ann', controller: { kind: 'human' } },
        { name: 'Computer', controller: { kind: 'computer', level: 'easy' } },
      ],
    },
  );
}

for (const size of [
  { width: 1366, height: 768, touch: false },
  { width: 768, height: 1024, touch: true },
]) {
  test(`a folded group looks like a control, and a Hint into it opens it at ${size.width}x${size.height}`, async () => {
    const { context, page } = await h.page(size);
    await importAndOpen(page, h.url, 'fold.json', position());
    const play = new CcgPlay(page, h.url);
    const closed = page.locator('details.choice-group:not([open])').first();
    await closed.waitFor();
    assert.equal((await play.state()).viewer, '0', "Ann's decision");
    const fold = page.locator(`details.choice-group[data-group=${await closed.getAttribute('data-group')}]`);
    const summary = fold.locator(':scope > summary');
    const inside = await fold.locator('[data-testid=ccg-action]').count();
    assert.ok(inside > 6, `a long group folds (${inside} choices)`);
    // The summary says what is inside and how many, with a chevron; it is a control.
    assert.match((await summary.textContent()).replace(/\s+/g, ' ').trim(), new RegExp(`^[A-Za-z ]+ ?· ${inside}$`));
    assert.equal(await summary.locator('.choice-group-chevron').count(), 1);
    const box = await summary.boundingBox();
    assert.ok(box.height >= 44, `the summary is a touch target (${box.height} px high)`);
    const look = await summary.evaluate((el) => {
      const s = getComputedStyle(el);
      return { border: s.borderTopStyle, cursor: s.cursor };
    });
    assert.deepEqual(look, { border: 'solid', cursor: 'pointer' }, 'drawn as a control');

    // The Hint: its choice is in the folded group, which opens, and the choice is in sight.
    await play.bringIntoView(page.getByTestId('hint'));
    await page.getByTestId('hint').click();
    await page.locator('[data-testid=hint-text][data-state=ready]').waitFor({ timeout: 60000 });
    const hinted = page.locator('[data-hinted=true]');
    await hinted.waitFor();
    assert.equal(await hinted.count(), 1);
    const where = await hinted.evaluate((el) => {
      const group = el.closest('details.choice-group');
      const r = el.getBoundingClientRect();
      const top = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
      return {
        inGroup: !!group,
        open: !!group?.open,
        inView: r.top >= 0 && r.bottom <= window.innerHeight && r.left >= 0 && r.right <= window.innerWidth,
        uncovered: !!top && el.contains(top),
      };
    });
    assert.deepEqual(where, { inGroup: true, open: true, inView: true, uncovered: true });
    const words = await page.getByTestId('hint-text').textContent();
    assert.ok(words.includes((await hinted.textContent()).trim()), `the Hint names the button it points at: ${words}`);
    // Closing the Hint takes the mark away; the group stays open.
    await page.getByTestId('hint-close').click();
    await page.locator('[data-hinted]').waitFor({ state: 'detached' });
    assert.equal(await fold.evaluate((el) => el.open), true);
    assert.deepEqual(page.errors, []);
    await context.close();
  });
}
