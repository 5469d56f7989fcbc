// Licence to Kill's start in three choices, at a laptop (mouse) and an upright tablet (touch):
// the Mission, then the Villain, then the Bond, each shown as card faces with their values; the
// Bonds the PV + CV rule bars stay in sight, greyed, each saying why; the third choice starts the
// game with exactly the three cards picked.
// ccg-license-to-kill-variant.txt, Preparing to Play, step 2: "Pick one of your three Mission
// Plots and place if face-up in your Plot Zone. Place a Villain face-down on top of the Mission
// Plot"; step 3: "You must pick a Bond card that has a total PV and CV that is less than or equal
// to 10."
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { harness } from '../lib/harness.mjs';
import { axeProblems } from '../lib/axe.mjs';
import { NewGamePage } from '../pages/app.mjs';
import { CcgPlay, firstSavedAction, startChooser } from '../pages/ccg.mjs';

const h = harness();

for (const size of [
  { width: 1366, height: 768, touch: false },
  { width: 768, height: 1024, touch: true },
]) {
  test(`the Licence to Kill start takes three choices at ${size.width}x${size.height}`, async () => {
    const { context, page } = await h.page(size);
    const ng = new NewGamePage(page, h.url);
    const id = await ng.startWith('ccg-ltk', ['human', 'easy']);
    const play = new CcgPlay(page, h.url);
    const start = startChooser(page);
    const press = (locator) => (size.touch ? locator.tap() : locator.click());
    let presses = 0;

    // 1 of 3: the Missions, as card faces with their values.
    await start.stage('mission').waitFor();
    assert.equal((await play.state()).step, 'ltkstart');
    const missions = start.cards();
    assert.equal(await missions.count(), 3, "a deck's three Missions");
    for (const t of await start.captions()) assert.match(t, /PV \d+ · CV \d+/, t);
    assert.equal(await start.cards().locator('svg.cf').count(), 3, 'each Mission is its card face');
    assert.equal(await play.actions().count(), 0, 'nothing starts the game before the Bond');
    const mission = start.cards().first();
    const missionUid = Number(await mission.getAttribute('data-uid'));
    await play.bringIntoView(mission);
    await press(mission);
    presses++;

    // 2 of 3: the Villains, face down on it.
    await start.stage('villain').waitFor();
    assert.ok((await start.cards().count()) >= 2, 'several Villains to choose from');
    const villain = start.cards().nth(1);
    const villainUid = Number(await villain.getAttribute('data-uid'));
    await play.bringIntoView(villain);
    await press(villain);
    presses++;

    // 3 of 3: the Bonds, with the rule as it applies; barred Bonds greyed, each saying why.
    await start.stage('bond').waitFor();
    assert.match(await start.rule().textContent(), /PV \+ CV is 10 or less/);
    const barred = start.barred();
    assert.ok((await barred.count()) >= 1, 'this deck holds Bonds over the limit');
    for (const b of await barred.all()) {
      assert.equal(await b.isDisabled(), true);
      assert.match(await b.textContent(), /total 1[1-9].*Total over 10: it may not start\./);
    }
    const sends = play.actions('start');
    assert.ok((await sends.count()) >= 1);
    for (const t of await sends.allTextContents()) assert.match(t, /total (10|[1-9])\b/, t);
    assert.deepEqual(await axeProblems(page), [], 'axe: the start chooser');
    const bond = sends.first();
    const bondUid = Number(await bond.getAttribute('data-uid'));
    const before = await play.steps();
    await play.bringIntoView(bond);
    await press(bond);
    presses++;
    await page.waitForFunction((n) => Number(document.querySelector('[data-testid=play]')?.dataset.steps) > n, before);

    assert.equal(presses, 3);
    const first = await firstSavedAction(page, id);
    assert.equal(first.seat, 0);
    assert.deepEqual(first.action, { type: 'start', mission: missionUid, villain: villainUid, bond: bondUid });
    assert.deepEqual(page.errors, []);
    await context.close();
  });
}
