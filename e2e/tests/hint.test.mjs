// The Hint says why in plain words, from the engine's own numbers: for one decision of each
// game (a recorded game cut before one of Ann's moves), the Hint names the move it points at
// and gives the reason the game's rules give it (the dice's chance, the Enemy's fire, the way
// to End, the moves to the island, an assignment's requirement counts) — and in the card game
// never a success the preview under that very button contradicts. At an upright tablet (touch)
// and a laptop screen.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { harness } from '../lib/harness.mjs';
import { saveBefore } from '../lib/records.mjs';
import { importAndOpen, PlayPage } from '../pages/app.mjs';

const h = harness();

// Each game's reasons, as its explain.rs words them.
const CHASE_ROLL = String.raw`\d+ % to (hit|force) (Bond|Enemy [A-D])( \(.+\))?|\d+ % to succeed, else .+`;
const CASES = [
  {
    game: 'yolt', seed: 3, type: 'fire', points: true,
    why: new RegExp(String.raw`^(${CHASE_ROLL}|(keeps|takes|leaves) Bond (out of|in) .+)$`),
  },
  {
    game: 'lald', seed: 3, type: 'step',
    why: new RegExp(String.raw`^(${CHASE_ROLL}|(heads for End|no closer to End): \d+ spaces? to go; (keeps|takes|leaves) Bond .+|reaches End; .+)$`),
  },
  {
    game: 'race', seed: 3, type: 'move',
    why: /^(\d+ moves? (closer to|farther from) .+|no closer to .+) \(\d+ moves? to go\)$|^takes the case|^brings the case home|^stays put/,
  },
  { game: 'ccg', seed: 3, type: 'assign', send: true, why: /^(meets .+ — \d+ Plot Points? if unanswered|falls short on .+ — .+ would come back Demoted)$/ },
  { game: 'ccg-ltk', seed: 3, type: 'assign', send: true, why: /^(meets .+|falls short on .+ — .+ would come back Demoted|what it requires is face down \(\d+ cards?\))$/ },
];

const SIZES = [
  { width: 768, height: 1024, touch: true },
  { width: 1366, height: 768, touch: false },
];

for (const [k, c] of CASES.entries()) {
  const size = SIZES[k % 2];
  test(`${c.game}: the Hint says why in plain words at ${size.width}x${size.height}`, async () => {
    const { context, page } = await h.page(size);
    await importAndOpen(page, h.url, `${c.game}.json`, saveBefore(c.game, c.seed, c.type));
    const play = new PlayPage(page, h.url);
    const hintButton = page.getByTestId('hint');
    await hintButton.waitFor();
    const before = await page.getByTestId('play').getAttribute('data-steps');
    await play.bringIntoView(hintButton);
    await hintButton.click();
    const box = page.locator('[data-testid=hint-text][data-state=ready]');
    await box.waitFor({ timeout: 60000 });
    const words = (await box.textContent()).trim();
    if (process.env.SHOTS) {
      mkdirSync(process.env.SHOTS, { recursive: true });
      await page.screenshot({ path: `${process.env.SHOTS}/hint-${c.game}-${size.width}x${size.height}.png` });
    }
    // "Try: <the move>: <why>." — the reason is the game's, never the search's score.
    const move = (await box.getByTestId('hint-move').textContent()).trim();
    const why = (await box.getByTestId('hint-why').textContent()).trim();
    assert.equal(words, `Try: ${move}: ${why}.`);
    assert.match(why, c.why, words);
    assert.doesNotMatch(words, /out of 100|scoring/);
    if (c.points) {
      // The Hint points at the button it names.
      const hinted = page.locator('[data-hinted=true]');
      await hinted.waitFor({ state: 'attached' });
      const label = ((await hinted.getAttribute('aria-label')) ?? (await hinted.textContent())).replace(/\s+/g, ' ');
      assert.ok(label.includes(move), `the Hint names the button it points at: ${move} / ${label}`);
    }
    if (c.send) {
      // The card game: the Hint's verdict is the preview's under that very button, found as a
      // player would (who goes, who goes along, then the button).
      const m = move.match(/^Send (.+?)(?: with (.+?))? against (.+)$/);
      assert.ok(m, `an assignment is hinted here: ${move}`);
      await page.locator('[data-testid=pick-agent]', { hasText: m[1] }).first().click();
      if (m[2]) await page.locator('[data-testid=pick-companion]', { hasText: m[2] }).first().click();
      const send = page.locator(`[data-testid=ccg-action][data-choice="${await box.getAttribute('data-hint-choice')}"]`);
      await send.waitFor();
      assert.equal((await send.textContent()).trim(), move);
      const met = await send.getAttribute('data-met');
      assert.ok(met === 'true' || met === 'false', `a verdict under the button: ${met}`);
      assert.equal(/falls short/.test(why), met === 'false', `${words} / preview met: ${met}`);
    }
    assert.equal(await page.getByTestId('play').getAttribute('data-steps'), before, 'a hint plays nothing');
    // Readable at arm's length, and in sight.
    const look = await box.evaluate((el) => {
      const r = el.getBoundingClientRect();
      return { px: parseFloat(getComputedStyle(el).fontSize), inView: r.top >= 0 && r.bottom <= innerHeight };
    });
    assert.ok(look.px >= 12, `${look.px} px`);
    assert.ok(look.inView, 'the Hint is in sight');
    assert.deepEqual(page.errors, []);
    await context.close();
  });
}
