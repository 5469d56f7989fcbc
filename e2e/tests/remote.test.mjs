// Playing on separate devices: browser contexts pair through the screens (the host's link
// copied into the guest's browser, the guest's answer pasted on the host's screen), play a
// race and a Licence to Kill game to the end with a computer at the table, drop and restore a
// connection, refuse a hostile guest, and send no guest another seat's secret (checked by
// `qbranch guest-check` over every message each guest received).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { harness } from '../lib/harness.mjs';
import { qbranch, recordGame, saveAround } from '../lib/records.mjs';
import { axeProblems } from '../lib/axe.mjs';
import { fastComputerMoves, importAndOpen, smallControls } from '../pages/app.mjs';
import { CcgPlay } from '../pages/ccg.mjs';
import { RacePage } from '../pages/race.mjs';
import { seeded } from '../pages/yolt.mjs';
import { frame, HostPairing, hostileAnswer, join as joinLink, pair, pairByAnswerTab, recordMessages } from '../pages/remote.mjs';

const h = harness();
const shots = join('target', 'screenshots');
const scratch = mkdtempSync(join(tmpdir(), 'qbranch-remote-'));

/** A page in its own browser context (its own storage: another device), recording what its
 *  data channels receive. */
async function device(size = { width: 1366, height: 768 }) {
  const d = await h.page(size);
  await d.page.addInitScript(recordMessages);
  return d;
}

/** The last actions of a game the runner played, cut off `left` actions before its end, with
 *  the seats given (people here, people on other devices, the computer). */
function nearEnd(game, seed, players, left, seats) {
  const { record } = recordGame({ game, seed, seats: Array(players).fill('ai:easy') });
  assert.ok(record.actions.length > left + 10, `${game} seed ${seed} is long enough`);
  return saveAround(
    { ...record, actions: record.actions.slice(0, record.actions.length - left) },
    { id: `${game}-remote-${seed}`, name: `${game} on devices`, seats },
  );
}

const person = (name) => ({ name, controller: { kind: 'human' } });
const away = (name) => ({ name, controller: { kind: 'human' }, remote: true });
const computer = (name) => ({ name, controller: { kind: 'computer', level: 'easy' } });

/**
 * Play `limit` actions, or until the host's table says the game is over: the seat to act
 * plays on its own device (`players[seat].decide`, one decision on that page), the computer
 * on the host's. Each device waits until it shows the host's position before it acts.
 * Counts each device's decisions in `mover.made`. Returns whether the game is over.
 */
async function play(host, players, limit) {
  for (let n = 0; n < limit; n++) {
    const f = await frame(host);
    if (f.finished) return true;
    const mover = players[f.toAct];
    if (mover) {
      mover.made = (mover.made ?? 0) + 1;
      await mover.page.waitForFunction(
        (s) => {
          const p = document.querySelector('[data-testid=play]');
          return p && Number(p.dataset.steps) === s && p.dataset.pending !== 'true';
        },
        f.steps,
        { timeout: 30000 },
      );
      await mover.decide();
    }
    await host.waitForFunction(
      (s) => {
        const p = document.querySelector('[data-testid=play]');
        return p && (Number(p.dataset.steps) !== s || p.dataset.finished === 'true');
      },
      f.steps,
      { timeout: 60000 },
    );
  }
  return (await frame(host)).finished;
}

async function playToEnd(host, players) {
  assert.ok(await play(host, players, 400), 'the game ends within 400 actions');
}

/** A race player on `page`: one decision by the race page object's policy (the screen
 *  photographed at its first decision, when `shot` names a file). */
function racer(page, shot) {
  const race = new RacePage(page, h.url);
  return {
    page,
    decide: async () => {
      const s = await race.waitForHumanTurn();
      if (shot) await page.screenshot({ path: join(shots, shot) });
      shot = null;
      return race.playOne(s);
    },
  };
}

/** A card player on `page`: one decision by the card page object's policy. */
function carder(page, seed, shot) {
  const ccg = new CcgPlay(page);
  const rand = seeded(seed);
  return {
    page,
    decide: async () => {
      await ccg.waitForDecision();
      if (shot) await page.screenshot({ path: join(shots, shot) });
      shot = null;
      return ccg.playOne(rand);
    },
  };
}

/** Write what `guest` received and the host's save, and run `qbranch guest-check` on them. */
async function guestCheck(host, id, guest, seat, name) {
  const save = await host.evaluate((k) => localStorage.getItem(k), `qbranch.save.${id}`);
  const messages = await guest.evaluate(() => window.__received);
  assert.ok(messages.length > 0, 'the guest received messages');
  const savePath = join(scratch, `${name}-save.json`);
  const msgPath = join(scratch, `${name}-seat${seat}.json`);
  writeFileSync(savePath, save);
  writeFileSync(msgPath, JSON.stringify(messages));
  const report = qbranch('guest-check', '--save', savePath, '--seat', String(seat), '--messages', msgPath);
  assert.deepEqual(report.leaks, [], `${name}: seat ${seat} was sent another seat's secret`);
  assert.ok(report.positions > 0);
  return { messages, bytes: messages.map((m) => m.length) };
}

test('three devices pair by links and play a race to the end with a computer; a dropped guest rejoins', async () => {
  mkdirSync(shots, { recursive: true });
  const host = await device({ width: 768, height: 1024, touch: true });
  const ann = await device({ width: 412, height: 823, touch: true });
  const bob = await device({ width: 768, height: 1024 });
  const save = nearEnd('race', 3, 4, 14, [person('Host'), away('Ann'), away('Bob'), computer('Q')]);
  const id = await importAndOpen(host.page, h.url, 'race-remote.json', save);
  const pairing = new HostPairing(host.page);
  await pairing.panel().waitFor();
  await pairing.linkFor(1);
  await host.page.screenshot({ path: join(shots, 'pairing-host-768x1024.png') });
  assert.deepEqual(await axeProblems(host.page), [], 'the pairing panel is accessible');
  assert.deepEqual(await smallControls(host.page), [], 'every control is big enough for a finger');
  await host.page.setViewportSize({ width: 412, height: 823 });
  await host.page.screenshot({ path: join(shots, 'pairing-host-412x823.png'), fullPage: true });
  await host.page.setViewportSize({ width: 768, height: 1024 });

  const first = await pair(host.page, ann.page, 1);
  assert.equal(await pairing.state(1), 'connected', 'one of two joined: the host still waits');
  // Bob's answer reaches the host another way: its link opened in a second tab of the host's
  // browser hands it to the game's tab.
  const tab = await pairByAnswerTab(host.page, bob.page, 2);
  await tab.close();
  await host.page.getByTestId('play').waitFor();
  console.log(`pairing: ${first.ms} ms; link ${first.link.length} chars, answer ${first.answer.length} chars`);
  await fastComputerMoves(host.page);

  // Once a person is to act (the computer waits for them), every device shows the same
  // position, each from its own seat.
  await host.page.waitForFunction(() => {
    const p = document.querySelector('[data-testid=play]');
    return p && p.dataset.thinking === 'false' && p.dataset.toAct !== '3';
  });
  const now = (await frame(host.page)).steps;
  for (const [d, seat] of [[ann, 1], [bob, 2]]) {
    await d.page.waitForFunction((s) => Number(document.querySelector('[data-testid=play]')?.dataset.steps) === s, now);
    const f = await frame(d.page);
    assert.equal(f.guest, seat);
    assert.equal(f.viewer, seat);
  }

  const players = {
    0: racer(host.page),
    1: racer(ann.page, 'remote-guest-race-412x823.png'),
    2: racer(bob.page, 'remote-guest-race-768x1024.png'),
  };
  // A few decisions, then Bob's device goes away mid-game.
  assert.equal(await play(host.page, players, 6), false, 'six actions do not end the race');
  await bob.page.close();
  await pairing.panel().waitFor({ timeout: 40000 });
  await host.page.locator('[data-testid=pair-seat][data-seat="2"] .banner.warn').waitFor();
  // From the moment the host knows, the table waits (the computer too): the saved game is where
  // it stood then when Bob is back.
  const savedActions = async () =>
    host.page.evaluate((k) => JSON.parse(localStorage.getItem(k)).record.actions.length, `qbranch.save.${id}`);
  const savedRecord = async () =>
    host.page.evaluate((k) => JSON.parse(localStorage.getItem(k)).record.actions, `qbranch.save.${id}`);
  const atDrop = await savedRecord();
  const before = atDrop.length;
  // Bob opens the new link on the same device. Until his answer reaches the host, the table
  // still waits; once he is back, play resumes from where it stood (the computer may move at
  // once), and his seat's copy shows the host's position.
  const bob2 = await bob.context.newPage();
  await bob2.addInitScript(recordMessages);
  const answer = await joinLink(bob2, await pairing.linkFor(2));
  assert.equal(await savedActions(), before, 'the table waited: no action made while Bob was away');
  await pairing.answer(2, answer);
  await bob2.locator('[data-testid=play][data-guest="2"]').waitFor({ timeout: 20000 });
  await host.page.getByTestId('play').waitFor();
  assert.deepEqual((await savedRecord()).slice(0, before), atDrop, 'no action lost');
  await bob2.waitForFunction(
    (s) => Number(document.querySelector('[data-testid=play]')?.dataset.steps) >= s,
    before,
  );

  players[2] = racer(bob2);
  await playToEnd(host.page, players);
  for (const seat of [0, 1, 2]) assert.ok(players[seat].made >= 2, `seat ${seat} made decisions on its own device`);
  for (const d of [ann.page, bob2]) {
    await d.locator('[data-testid=play][data-finished=true]').waitFor();
    assert.match(await d.getByTestId('status').textContent(), /Game over/);
  }
  const a = await guestCheck(host.page, id, ann.page, 1, 'race');
  const b = await guestCheck(host.page, id, bob2, 2, 'race-rejoined');
  const sizes = [...a.bytes, ...b.bytes].sort((x, y) => x - y);
  console.log(`race messages: ${sizes.length}, median ${sizes[sizes.length >> 1]} B, largest ${sizes.at(-1)} B`);
  for (const d of [host, ann, bob]) await d.context.close();
});

test('two devices play Licence to Kill to the end with a computer at the table', async () => {
  const host = await device({ width: 1366, height: 768 });
  const guest = await device({ width: 412, height: 823 });
  const save = nearEnd('ccg-ltk', 2, 3, 40, [person('Host'), away('Gwen'), computer('Q')]);
  const id = await importAndOpen(host.page, h.url, 'ltk-remote.json', save);
  await new HostPairing(host.page).panel().waitFor();
  const paired = await pair(host.page, guest.page, 1);
  console.log(`pairing (Licence to Kill): ${paired.ms} ms`);
  await host.page.getByTestId('play').waitFor();
  await fastComputerMoves(host.page);
  await guest.page.screenshot({ path: join(shots, 'remote-guest-ltk-412x823.png') });
  // The guest's hand is on the guest's screen only.
  assert.ok((await guest.page.locator('[data-testid=hand-card]').count()) > 0, 'the guest sees its hand');
  const players = { 0: carder(host.page, 3), 1: carder(guest.page, 4, 'remote-guest-ltk-decision-412x823.png') };
  await playToEnd(host.page, players);
  assert.ok(players[1].made >= 3, `the guest made ${players[1].made} decisions on its device`);
  console.log(`ltk decisions: host ${players[0].made}, guest ${players[1].made}`);
  await guest.page.locator('[data-testid=play][data-finished=true]').waitFor();
  const { bytes } = await guestCheck(host.page, id, guest.page, 1, 'ltk');
  const sorted = [...bytes].sort((x, y) => x - y);
  console.log(`ltk messages: ${sorted.length}, median ${sorted[sorted.length >> 1]} B, largest ${sorted.at(-1)} B`);
  for (const d of [host, guest]) await d.context.close();
});

test('a hostile guest: illegal, out-of-turn and malformed messages are refused and change nothing', async () => {
  const host = await device({ width: 1366, height: 768 });
  // The rogue keeps its own record of what it receives (`hostileAnswer`).
  const rogue = await h.page({ width: 412, height: 823 });
  // A new Licence to Kill game from the new-game screen, its second seat on another device.
  await host.page.goto(`${h.url}#/new/ccg-ltk`);
  await host.page.locator('#seat-ctrl-1').selectOption('remote');
  await host.page.getByTestId('remote-hint').waitFor();
  await host.page.getByRole('button', { name: 'Start the game' }).click();
  await host.page.waitForURL(/#\/play\//);
  const id = host.page.url().split('#/play/')[1];
  const pairing = new HostPairing(host.page);
  const link = await pairing.linkFor(1);
  // The guest's join page, at phone size, before the rogue takes the seat.
  const honest = await device({ width: 412, height: 823 });
  await joinLink(honest.page, link);
  await honest.page.screenshot({ path: join(shots, 'pairing-guest-412x823.png') });
  assert.deepEqual(await axeProblems(honest.page), [], 'the join page is accessible');
  await honest.context.close();

  await rogue.page.goto(`${h.url}#/`);
  const code = await hostileAnswer(rogue.page, link);
  await pairing.answer(1, code);
  await host.page.getByTestId('play').waitFor();
  await rogue.page.waitForFunction(() => window.__received.some((m) => JSON.parse(m).t === 'position'));
  const f = await frame(host.page);
  assert.equal(f.toAct, 0, 'the host chooses first');
  const saved = await host.page.evaluate((k) => localStorage.getItem(k), `qbranch.save.${id}`);

  const hostile = [
    'not json',
    'x'.repeat(5000),
    JSON.stringify({ t: 'act', step: f.steps, index: 0 }),
    JSON.stringify({ t: 'act', step: f.steps + 7, index: 0 }),
    JSON.stringify({ t: 'act', step: f.steps, index: 99999 }),
    JSON.stringify({ t: 'hello', seat: 0, token: 'someone-else', step: 0 }),
    JSON.stringify({ t: 'act', step: f.steps, index: 0, seat: 0 }),
  ];
  const refused = await rogue.page.evaluate(async (msgs) => {
    const count = () => window.__received.filter((m) => JSON.parse(m).t === 'refused').length;
    const start = count();
    for (const m of msgs) window.__hostile.send(m);
    const deadline = Date.now() + 10000;
    while (count() - start < msgs.length && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    return window.__received.map((m) => JSON.parse(m)).filter((m) => m.t === 'refused').map((m) => m.why);
  }, hostile);
  assert.equal(refused.length, hostile.length, 'one refusal per hostile message');
  assert.match(refused.join('\n'), /not your turn/);
  assert.match(refused.join('\n'), /too long/);
  assert.equal((await frame(host.page)).steps, f.steps, 'the game did not move');
  const after = await host.page.evaluate((k) => localStorage.getItem(k), `qbranch.save.${id}`);
  assert.equal(after, saved, 'the save did not change');
  assert.deepEqual(host.page.errors, []);
  for (const d of [host, rogue]) await d.context.close();
});
