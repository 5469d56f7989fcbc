// Accessibility: axe-core (from node_modules) on every kind of screen, with 0 serious or
// critical violations: home, help, every rules page, the card game's deck builder, every
// playable game's new-game form, play screen on a human's decision, hot-seat curtain, result
// and replay, and the saves list.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { harness } from '../lib/harness.mjs';
import { axeProblems } from '../lib/axe.mjs';
import { recordGame } from '../lib/records.mjs';
import { HomePage, importAndOpen, NewGamePage, playableGames, SavesPage } from '../pages/app.mjs';

const h = harness();

/** Check the screen as it is now; collects "screen: problem" lines. */
async function check(page, screen, problems) {
  for (const p of await axeProblems(page)) problems.push(`${screen}: ${p}`);
}

function report(problems) {
  assert.deepEqual(problems, [], `${problems.length} serious or critical axe violations:\n${problems.join('\n')}`);
}

test('axe: home, help, the saves list and every game\'s rules page', async () => {
  const { context, page } = await h.page();
  const problems = [];
  const home = new HomePage(page, h.url);
  await home.go('#/');
  await home.tiles().first().waitFor();
  await check(page, 'home', problems);
  const games = await home.tiles().evaluateAll((ts) => ts.map((t) => t.dataset.game));
  assert.equal(games.length, 5);

  await home.go('#/rules');
  await page.getByRole('heading', { name: 'How Q Branch works' }).waitFor();
  await check(page, 'help', problems);

  for (const g of games) {
    await home.go(`#/rules/${g}`);
    await page.locator('article.rules h1').waitFor();
    await check(page, `rules/${g}`, problems);
  }

  // The card game's deck builder, for both rule sets, with its pool.
  for (const g of ['ccg', 'ccg-ltk']) {
    await home.go(`#/decks/${g}`);
    await page.locator('[data-testid=pool-card]').first().waitFor();
    await check(page, `decks/${g}`, problems);
  }

  // The saves list with a readable save and a damaged one.
  const saves = new SavesPage(page, h.url);
  await saves.putSave('broken', '{"format":"qbranch-save", "record": [tru');
  await saves.open();
  await saves.damaged().waitFor();
  const { text } = recordGame({ game: 'yolt', seed: 2, seats: ['ai:easy', 'ai:easy'] });
  await saves.importNew('yolt.json', text);
  await check(page, 'saves', problems);
  await saves.rows().first().getByRole('button', { name: 'Delete' }).click();
  await check(page, 'saves (confirm delete)', problems);
  report(problems);
  assert.deepEqual(page.errors, []);
  await context.close();
});

test('axe: every playable game — new game, play on a decision, curtain, result and replay', async () => {
  const { context, page } = await h.page();
  const games = await playableGames(page, h.url);
  const hidden = await playableGames(page, h.url, { hidden: true });
  await context.close();
  const problems = [];
  // The games run side by side, each in its own browser context: the test takes as long as
  // its slowest game rather than their sum.
  const one = async (game) => {
    const { context, page } = await h.page();
    const ng = new NewGamePage(page, h.url);
    await ng.open(game);
    await check(page, `new/${game}`, problems);

    // A person against the computer, on the person's decision.
    await ng.setSeat(0, { by: 'human' });
    const n = await ng.seatRows().count();
    for (let i = 1; i < n; i++) await ng.setSeat(i, { by: 'easy' });
    await ng.start();
    await page.waitForFunction(() => /^Your move/.test(document.querySelector('[data-testid=status]')?.textContent ?? ''), null, { timeout: 60000 });
    await check(page, `play/${game}`, problems);

    // Hot-seat: the curtain between two people.
    if (hidden.includes(game)) {
      await ng.open(game);
      await ng.everySeat('human');
      await ng.start();
      await page.locator('.curtain').waitFor();
      await check(page, `curtain/${game}`, problems);
    }

    // A finished game (made by `qbranch record`) and its replay.
    const seats = Array(n).fill('ai:easy');
    const { text } = recordGame({ game, seed: 9, seats });
    const id = await importAndOpen(page, h.url, `${game}.json`, text);
    await page.locator('.game-over').waitFor();
    await check(page, `result/${game}`, problems);
    await page.goto(`${h.url}#/replay/${id}`);
    await page.getByTestId('replay-count').waitFor();
    await page.getByRole('button', { name: 'Jump to the start' }).click();
    await check(page, `replay/${game}`, problems);
    assert.deepEqual(page.errors, [], game);
    await context.close();
  };
  assert.equal(games.length, 5);
  await Promise.all(games.map(one));
  report(problems);
});
