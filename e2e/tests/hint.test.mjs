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
    game: 'lald', seed: 3, type: 'step', points: true,
    why: new RegExp(String.raw`^(${CHASE_ROLL}|(heads for End|no closer to End): \d+ spaces? to go; (keeps|takes|leaves) Bond .+|reaches End; .+)$`),
  },
  {
    game: 'race', seed: 3, type: 'move',
    why: /^(\d+ moves? (closer to|farther from) .+|no closer to .+) \(\d+ moves? to go\)$|^takes the case|^brings the case home|^stays put/,
  },
  { game: 'ccg', seed: 3, type: 'assign', points: true, why: /^(meets .+ — \d+ Plot Points? if unanswered|falls short on .+ — .+ would come back Demoted)$/ },
  { game: 'ccg-ltk', seed: 3, type: 'assign', points: true, why: /^(meets .+|falls short on .+ — .+ would come back Demoted|what it requires is face down \(\d+ cards?\))$/ },
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
    // "Try: <the move>: <why>." — the reason is the game's, never the search's score.
    const move = (await box.getByTestId('hint-move').textContent()).trim();
    const why = (await box.getByTestId('hint-why').textContent()).trim();
    assert.equal(words, `Try: ${move}: ${why}.`);
    assert.match(why, c.why, words);
    assert.doesNotMatch(words, /out of 100|scoring/);
    if (c.points) {
      // The Hint points at the button it names; in the card game its verdict is the preview's
      // under that very button.
      const hinted = page.locator('[data-hinted=true]');
      await hinted.waitFor();
      const label = ((await hinted.getAttribute('aria-label')) ?? (await hinted.textContent())).replace(/\s+/g, ' ');
      assert.ok(words.includes(label.trim()) || label.includes(move), `the Hint names the button it points at: ${move} / ${label}`);
      const met = await hinted.getAttribute('data-met');
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
    if (process.env.SHOTS) {
      mkdirSync(process.env.SHOTS, { recursive: true });
      await page.screenshot({ path: `${process.env.SHOTS}/hint-${c.game}-${size.width}x${size.height}.png` });
    }
    assert.deepEqual(page.errors, []);
    await context.close();
  });
}
