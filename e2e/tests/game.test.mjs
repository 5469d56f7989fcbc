// The shell around every game: create, reload and continue, autosave to a full storage, two
// tabs, the hot-seat curtain, export and import, undo; and for every playable game, a whole
// game made by `qbranch record` at test time, imported, shown finished and replayed, and an
// unfinished one that the app's computer players finish. A test that finds no playable game
// fails.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { harness } from '../lib/harness.mjs';
import { qbranch, recordGame, saveAround } from '../lib/records.mjs';
import {
  fastComputerMoves,
  importAndOpen,
  NewGamePage,
  playableGames,
  PlayPage,
  SavesPage,
  smallControls,
} from '../pages/app.mjs';

const h = harness();

async function firstGame(page, opts) {
  return (await playableGames(page, h.url, opts))[0];
}

/** A game where every seat is the computer: it plays itself, whatever its board looks like. */
async function computerGame(page, game) {
  const ng = new NewGamePage(page, h.url);
  await ng.open(game);
  await ng.everySeat('easy');
  const id = await ng.start();
  return { id, play: new PlayPage(page, h.url) };
}

test('a game can be created, reloaded and continued', async () => {
  const { context, page } = await h.page();
  const game = await firstGame(page);
  const { id, play } = await computerGame(page, game);
  const n = await play.waitForLogAtLeast(2);
  // Every control of the play frame is a comfortable touch target, and can be reached by Tab.
  assert.deepEqual(await smallControls(page), []);
  // Autosaved: the stored record has the moves.
  const stored = JSON.parse((await play.storage())[`qbranch.save.${id}`]);
  assert.equal(stored.format, 'qbranch-save');
  assert.equal(stored.version, 1);
  assert.ok(stored.record.actions.length >= 1);
  await play.reload();
  assert.ok(page.url().endsWith(`#/play/${id}`));
  await play.board().waitFor();
  // The game comes back with its log and goes on from there.
  const after = await play.logLines().count();
  assert.ok(after >= Math.min(n, 1), `log after reload: ${after}`);
  await play.waitForLogAtLeast(after + 1);
  // It is in the saves list, and Continue opens it.
  const saves = new SavesPage(page, h.url);
  await saves.open();
  const row = saves.row(id);
  await row.waitFor();
  assert.deepEqual(await smallControls(page), []);
  if (await row.getByRole('link', { name: 'Continue' }).count()) {
    await row.getByRole('link', { name: 'Continue' }).click();
    await play.board().waitFor();
  }
  // Replay steps back and forth over the same game.
  await saves.go(`#/replay/${id}`);
  const count = page.getByTestId('replay-count');
  const [, total] = (await count.textContent()).split(' / ').map(Number);
  assert.ok(total >= 1);
  await page.getByTestId('step-back').click();
  assert.equal(await count.textContent(), `${total - 1} / ${total}`);
  await page.getByRole('button', { name: 'Jump to the start' }).click();
  assert.equal(await count.textContent(), `0 / ${total}`);
  await page.keyboard.press('ArrowRight');
  assert.equal(await count.textContent(), `1 / ${total}`);
  assert.deepEqual(page.errors, []);
  await context.close();
});

test('full storage is reported in a banner and loses nothing', async () => {
  const { context, page } = await h.page();
  const game = await firstGame(page);
  const { id, play } = await computerGame(page, game);
  await play.waitForLogAtLeast(1);
  // From now on every write fails the way a full browser storage does.
  await page.evaluate(() => {
    window.__realSetItem = Storage.prototype.setItem;
    Storage.prototype.setItem = function () {
      throw new DOMException('full', 'QuotaExceededError');
    };
  });
  const stuck = JSON.parse((await play.storage())[`qbranch.save.${id}`]).record.actions.length;
  await play.storageBanner().waitFor({ timeout: 30000 });
  assert.match(await play.storageBanner().textContent(), /Storage full/);
  // The game goes on in memory.
  const lines = await play.logLines().count();
  await play.waitForLogAtLeast(lines + 1);
  assert.equal(JSON.parse((await play.storage())[`qbranch.save.${id}`]).record.actions.length, stuck);
  // Room again: the next move saves everything that was kept in memory.
  await page.evaluate(() => {
    Storage.prototype.setItem = window.__realSetItem;
  });
  await play.storageBanner().waitFor({ state: 'detached', timeout: 30000 });
  const saved = JSON.parse((await play.storage())[`qbranch.save.${id}`]).record.actions.length;
  assert.ok(saved > stuck, `saved ${saved} > ${stuck}`);
  assert.deepEqual(page.errors, []);
  await context.close();
});

test('two tabs on one save never silently overwrite each other', async () => {
  const { context, page } = await h.page();
  const game = await firstGame(page);
  const ng = new NewGamePage(page, h.url);
  await ng.open(game);
  // A person in every seat: nothing moves until someone plays.
  await ng.everySeat('human');
  const id = await ng.start();
  const play = new PlayPage(page, h.url);
  // Another tab renames the game: this tab must stop writing and say so.
  const other = await context.newPage();
  const saves = new SavesPage(other, h.url);
  await saves.open();
  await saves.row(id).getByRole('button', { name: 'Rename' }).click();
  await saves.row(id).getByRole('textbox').fill('Renamed elsewhere');
  await saves.row(id).getByRole('button', { name: 'Save name' }).click();
  await play.staleBanner().waitFor();
  assert.match(await play.staleBanner().textContent(), /changed in another tab/);
  const stored = (await play.storage())[`qbranch.save.${id}`];
  assert.match(stored, /Renamed elsewhere/);
  // Moves in the stale tab are refused, so the newer copy stays.
  if (await play.curtain().count()) await play.passCurtain();
  assert.equal(await play.choices().count(), 0);
  assert.equal((await play.storage())[`qbranch.save.${id}`], stored);
  assert.deepEqual(page.errors, []);
  await context.close();
});

test('hot-seat: a curtain before each person, only their own view in the page', async () => {
  const { context, page } = await h.page();
  // The briefcase race: seat 0 moves first (Live and Let Die has its own hot-seat test).
  const game = 'race';
  const ng = new NewGamePage(page, h.url);
  await ng.open(game);
  await ng.everySeat('human');
  await ng.setSeat(0, { name: 'Ann' });
  await ng.setSeat(1, { name: 'Bob' });
  await ng.start();
  const play = new PlayPage(page, h.url);
  // Curtain up: no board at all in the DOM.
  assert.match(await play.curtain().textContent(), /Pass to Ann/);
  assert.equal(await play.board().count(), 0);
  await play.passCurtain();
  // Ann discards two cards unseen (picked and confirmed); that ends her turn, so the curtain
  // comes down before Bob sees anything.
  await page.getByTestId('discard-start').click();
  const two = await page
    .locator('[data-testid=card]')
    .evaluateAll((cs) => cs.slice(0, 2).map((c) => c.dataset.card));
  for (const c of two) await page.locator(`[data-testid=card][data-card="${c}"] button`).click();
  await page.getByTestId('discard-confirm').click();
  // A draw happened: nothing of Ann's turn can be undone any more.
  await play.curtain().waitFor();
  assert.match(await play.curtain().textContent(), /Pass to Bob/);
  assert.equal(await play.board().count(), 0);
  await play.passCurtain();
  assert.match(await play.status().textContent(), /Bob/);
  assert.deepEqual(page.errors, []);
  await context.close();
});

test('an exported game imports back as a second, identical game', async () => {
  const { context, page } = await h.page();
  const game = await firstGame(page);
  const { id, play } = await computerGame(page, game);
  await play.waitForLogAtLeast(2);
  const saves = new SavesPage(page, h.url);
  await saves.open();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    saves.row(id).getByRole('button', { name: 'Export' }).click(),
  ]);
  assert.match(download.suggestedFilename(), /^qbranch-[a-z-]+-[a-z0-9-]+\.json$/);
  const text = await readFile(await download.path(), 'utf8');
  const exported = JSON.parse(text);
  assert.equal(exported.id, id);
  await saves.importText(download.suggestedFilename(), text);
  await page.waitForFunction(() => document.querySelectorAll('li.save-row').length === 2);
  assert.equal(await saves.importError().count(), 0);
  const stored = Object.entries(await saves.storage())
    .filter(([k]) => k.startsWith('qbranch.save.'))
    .map(([, v]) => JSON.parse(v));
  const copy = stored.find((s) => s.id !== id);
  assert.ok(copy, 'a second save');
  assert.deepEqual(copy.record, exported.record);
  assert.deepEqual(copy.seats, exported.seats);
  // The copy opens and plays on.
  await saves.go(`#/play/${copy.id}`);
  await play.waitForLogAtLeast(exported.record.actions.length ? 1 : 0);
  assert.deepEqual(page.errors, []);
  await context.close();
});

test('undo takes back your own moves within your turn, never a die roll', async () => {
  // You Only Live Twice, human Bond: flying a space uses no dice, so it can be taken back.
  const { context, page } = await h.page();
  const ng = new NewGamePage(page, h.url);
  await ng.startWith('yolt', ['human', 'easy']);
  await fastComputerMoves(page);
  const undo = page.getByTestId('undo');
  const taps = page.locator('[data-testid=tap]');
  const lines = () => page.locator('.log-line').count();
  // The Enemy (computer) points its helicopters, then Bond points Little Nellie...
  await taps.first().waitFor({ timeout: 30000 });
  const before = await lines();
  await taps.first().click();
  await page.waitForFunction((n) => document.querySelectorAll('.log-line').length > n, before);
  // ...and rolls for movement.
  const roll = page.locator('[data-testid=yolt-action][data-group=roll]');
  await roll.first().waitFor({ timeout: 30000 });
  await roll.first().click();
  await taps.first().waitFor();
  assert.ok(!(await undo.isEnabled()), 'a die roll is never undone');
  assert.match(await undo.getAttribute('title'), /die roll/);
  const crater = page.getByTestId('crater-number');
  const full = await crater.textContent();
  const afterRoll = await lines();
  await taps.first().click();
  await page.waitForFunction((n) => document.querySelectorAll('.log-line').length > n, afterRoll);
  assert.notEqual(await crater.textContent(), full);
  assert.ok(await undo.isEnabled(), 'his own step can be taken back');
  // Reopened (the page reloaded, the save restored), the step can still be taken back.
  await page.reload();
  await page.waitForFunction((n) => document.querySelectorAll('.log-line').length === n + 1, afterRoll);
  await undo.waitFor();
  assert.notEqual(await crater.textContent(), full);
  assert.ok(await undo.isEnabled(), 'his step can still be taken back after reopening the save');
  await undo.click();
  await page.waitForFunction((n) => document.querySelectorAll('.log-line').length === n, afterRoll);
  assert.equal(await crater.textContent(), full);
  assert.ok(!(await undo.isEnabled()));
  assert.deepEqual(page.errors, []);
  await context.close();
});

/** Every game the app offers is one the runner plays (the runner may play more: a game whose
 *  table is not built yet); n seats for each game the app offers. */
async function recordableGames(page) {
  const ui = [...(await playableGames(page, h.url))].sort();
  const cli = qbranch('games').filter((g) => g.id !== 'fixture');
  const ids = cli.map((g) => g.id);
  for (const g of ui) assert.ok(ids.includes(g), `the runner plays ${g}, which the app offers`);
  return cli.filter((g) => ui.includes(g.id)).map((g) => ({ game: g.id, seats: Math.max(2, g.min_players) }));
}

/** The number of the newest action in the log (0 before any). */
async function lastStep(page) {
  const first = page.locator('.log-line .log-step').first();
  return (await first.count()) ? Number(await first.textContent()) : 0;
}

test('every playable game: a whole game made by `qbranch record` imports finished and replays', async () => {
  const first = await h.page();
  const games = await recordableGames(first.page);
  await first.context.close();
  assert.equal(games.length, 5);
  // The games run side by side, each in its own browser context (its own saves).
  const one = async ({ game, seats }) => {
    const { context, page } = await h.page();
    // Seed 5 makes long games (You Only Live Twice 459 actions, the card game's Licence to Kill
    // rules 480, Live and Let Die the shortest at 49): the list, the log and the replay carry them.
    const { text, record } = recordGame({ game, seed: 5, seats: Array(seats).fill('ai:easy') });
    const total = record.actions.length;
    assert.ok(total > 10, `${game}: a real game (${total} actions)`);
    const id = await importAndOpen(page, h.url, `${game}-record.json`, text);
    // It opens on its result: nothing left to play, every action in the log.
    const over = page.locator('.game-over');
    await over.waitFor();
    assert.match(await over.textContent(), /Game over: (.+ won|a draw)\./, game);
    assert.equal(await lastStep(page), total, `${game}: the log has every action`);
    // A long game's log shows its latest 40 moves, and all of them on request.
    const steps = async () => (await page.locator('.log-line .log-step').allTextContents()).map(Number);
    assert.ok(Math.min(...(await steps())) > total - 40, `${game}: only the latest moves at first`);
    const all = page.getByTestId('log-all');
    assert.equal(await all.textContent(), `Show all ${total} moves`);
    await all.click();
    await page.locator('[data-testid=log-all][aria-pressed=true]').waitFor();
    assert.ok(Math.min(...(await steps())) <= 3, `${game}: the whole log on request`);
    assert.equal(await page.locator('.choice:not([disabled])').count(), 0);
    // The saves list says so, without opening it.
    const saves = new SavesPage(page, h.url);
    await saves.open();
    assert.match(await saves.row(id).textContent(), new RegExp(`Finished.*· ${total} moves`), game);
    assert.equal(await saves.row(id).getByRole('link', { name: 'Continue' }).count(), 0);
    // The replay: from the end to the start and back, by buttons and keys.
    await saves.row(id).getByRole('link', { name: 'Replay' }).click();
    const count = page.getByTestId('replay-count');
    await count.waitFor();
    assert.equal(await count.textContent(), `${total} / ${total}`);
    await page.getByTestId('step-back').click();
    assert.equal(await count.textContent(), `${total - 1} / ${total}`);
    await page.getByRole('button', { name: 'Jump to the start' }).click();
    assert.equal(await count.textContent(), `0 / ${total}`);
    assert.equal(await lastStep(page), 0, 'no moves at the start');
    await page.keyboard.press('ArrowRight');
    assert.equal(await count.textContent(), `1 / ${total}`);
    await page.keyboard.press('End');
    assert.equal(await count.textContent(), `${total} / ${total}`);
    assert.equal(await lastStep(page), total);
    assert.deepEqual(page.errors, [], game);
    await context.close();
  };
  await Promise.all(games.map(one));
});

/** The number of actions the play screen's session holds (an action may add no log line:
 *  the card games' "Done" in a step with nothing to report). */
async function playedSteps(page) {
  return Number(await page.getByTestId('play').getAttribute('data-steps'));
}

test('every playable game: the computer players finish an imported unfinished game', async () => {
  const { context, page } = await h.page();
  const games = await recordableGames(page);
  await context.close();
  // The games run side by side, each in its own browser context (its own saves), so the test
  // takes as long as its longest game rather than their sum.
  const finish = async ({ game, seats }) => {
    const { context, page } = await h.page();
    const controllers = Array(seats).fill('ai:easy');
    // Seed 5: the computers' searches are seeded by the position (the engine's `search_seed`),
    // and from these cut points every game ends within 2 to 10 actions (from seed 3's, the card
    // game's Licence to Kill rules took up to 161).
    const whole = recordGame({ game, seed: 5, seats: controllers }).record;
    // The same game stopped a few actions before its end: a record is its set-up, seed and
    // actions, so a prefix of the actions is that game stopped earlier.
    const cut = whole.actions.length - 6;
    const record = { ...whole, actions: whole.actions.slice(0, cut) };
    const save = saveAround(record, {
      id: `unfinished-${game}`,
      name: `Unfinished ${game}`,
      seats: controllers.map((_, i) => ({
        name: `Computer ${i + 1}`,
        controller: { kind: 'computer', level: 'easy' },
      })),
    });
    // The saves list shows it in progress where it stopped; Continue opens it.
    const saves = new SavesPage(page, h.url);
    await saves.open();
    const id = await saves.importNew(`${game}-unfinished.json`, save);
    assert.match(await saves.row(id).textContent(), new RegExp(`In progress.*· ${cut} moves`), game);
    await saves.row(id).getByRole('link', { name: 'Continue' }).click();
    await page.getByTestId('play').waitFor();
    assert.ok((await playedSteps(page)) >= cut, `${game}: opens where it stopped`);
    await fastComputerMoves(page);
    const t0 = Date.now();
    await page.locator('.game-over').waitFor({ timeout: 120000 });
    const end = await playedSteps(page);
    assert.ok(end > cut, `${game}: the computer played on`);
    console.log(`# ${game}: the computers played ${end - cut} actions to the end in ${Date.now() - t0} ms`);
    assert.deepEqual(page.errors, [], game);
    await context.close();
  };
  await Promise.all(games.map(finish));
});
