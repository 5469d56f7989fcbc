// While the computer thinks, the page stays usable: its search runs in slices, so the Home
// link, the rules page and leaving the game answer at once, and a visible "thinking" state
// shows. (How long each slice holds the main thread is measured by `make bench`, not here.)
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { harness } from '../lib/harness.mjs';
import { NewGamePage, playableGames } from '../pages/app.mjs';

const h = harness();

test('the page answers while a hard computer player thinks', async () => {
  const { context, page } = await h.page();
  const games = await playableGames(page, h.url);
  assert.ok(games.length >= 1, 'a playable game');
  const ng = new NewGamePage(page, h.url);
  await ng.open(games[0]);
  await ng.everySeat('hard');
  const id = await ng.start();
  const play = page.getByTestId('play');
  // The computer's turn shows as thinking, on the page and in the status line.
  await page.locator('[data-testid=play][data-thinking=true]').waitFor();
  await page.getByTestId('status').filter({ hasText: 'is thinking' }).waitFor();
  // The rules page opens while it thinks, and the game is still there to come back to.
  await page.evaluate(() => {
    window.location.hash = '#/rules';
  });
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  assert.equal(await play.count(), 0, 'the play screen was left');
  await page.evaluate((id) => {
    window.location.hash = `#/play/${id}`;
  }, id);
  await page.locator('[data-testid=play][data-thinking=true]').waitFor();
  // Leaving by the Home link mid-thought: home shows.
  await page.getByRole('link', { name: 'Home' }).click();
  await page.locator('li.tile').first().waitFor();
  assert.deepEqual(page.errors, []);
  await context.close();
});
