import { test } from 'node:test';
import assert from 'node:assert/strict';
import { harness } from '../lib/harness.mjs';
import { HomePage, smallControls } from '../pages/app.mjs';

const h = harness();

test('the home page shows the five games as tiles, at a sub-path', async () => {
  const { context, page } = await h.page();
  const home = new HomePage(page, h.url);
  await home.go('#/');
  assert.ok(h.url.includes('/qbranch/'), 'served under a sub-path');
  const tiles = home.tiles();
  assert.equal(await tiles.count(), 5);
  const names = await tiles.locator('h2').allTextContents();
  assert.deepEqual(names.map((n) => n.split(' ')[0]), ['You', 'Live', 'James', 'James', 'James']);
  for (let i = 0; i < 5; i++) {
    const tile = tiles.nth(i);
    assert.match(await tile.locator('.tile-facts').textContent(), /players · about \d+ min/);
    assert.ok((await tile.locator('.tile-blurb').textContent()).length > 20);
    assert.equal(await tile.locator('svg.emblem').count(), 1);
    assert.equal(await tile.locator('a', { hasText: 'New game' }).count(), 1);
  }
  assert.deepEqual(page.errors, []);
  await context.close();
});

test('every game can be started; an unknown one cannot, even by its address', async () => {
  const { context, page } = await h.page();
  const home = new HomePage(page, h.url);
  await home.go('#/');
  await home.tiles().first().waitFor();
  const playable = await home.playableGames();
  assert.deepEqual(playable, ['yolt', 'lald', 'race', 'ccg', 'ccg-ltk']);
  for (const address of ['#/new/no-such-game', '#/rules/no-such-game', '#/decks/yolt']) {
    await home.go(address);
    await page.getByRole('heading', { name: 'Nothing here' }).waitFor();
    assert.equal(await page.locator('form.form').count(), 0, address);
    assert.equal(await page.locator('a', { hasText: 'New game' }).count(), 0, `${address}: no way to start it`);
  }
  await context.close();
});

test('home links reach saved games, help and each rules page; controls are big enough', async () => {
  const { context, page } = await h.page({ width: 768, height: 1024 });
  const home = new HomePage(page, h.url);
  await home.go('#/');
  // Every control on the page is at least 44 px in both directions (touch targets).
  assert.deepEqual(await smallControls(page), []);
  await page.getByRole('link', { name: 'Saved games' }).click();
  await page.getByRole('heading', { name: 'Saved games' }).waitFor();
  await page.goBack();
  await page.getByRole('link', { name: 'How it works' }).click();
  await page.getByRole('heading', { name: 'How Q Branch works' }).waitFor();
  await page.goBack();
  await page.locator('li.tile').first().getByRole('link', { name: 'Rules' }).click();
  await page.locator('article.rules h1').waitFor();
  assert.match(await page.locator('article.rules h1').textContent(), /You Only Live Twice/);
  // Reloading any screen lands on the same screen (hash routes, no server rewrites).
  await home.reload();
  assert.match(await page.locator('article.rules h1').textContent(), /You Only Live Twice/);
  assert.deepEqual(page.errors, []);
  await context.close();
});

test('the keyboard reaches every home control, with a visible focus ring', async () => {
  const { context, page } = await h.page();
  const home = new HomePage(page, h.url);
  await home.go('#/');
  const seen = [];
  for (let i = 0; i < 20; i++) {
    await page.keyboard.press('Tab');
    const f = await page.evaluate(() => {
      const e = document.activeElement;
      const s = getComputedStyle(e);
      return { text: e.textContent.trim(), outline: s.outlineStyle, width: parseFloat(s.outlineWidth) };
    });
    if (f.text) {
      seen.push(f.text);
      assert.notEqual(f.outline, 'none', `focus ring on ${f.text}`);
      assert.ok(f.width >= 2, `focus ring width on ${f.text}`);
    }
    if (f.text === 'How it works') break;
  }
  assert.deepEqual(seen.slice(0, 2), ['Saved games', 'How it works']);
  await page.keyboard.press('Enter');
  await page.getByRole('heading', { name: 'How Q Branch works' }).waitFor();
  await context.close();
});

test('every rules page shows how strong each computer level is, as measured', async () => {
  const { context, page } = await h.page({ width: 768, height: 1024, touch: true });
  const home = new HomePage(page, h.url);
  for (const game of ['yolt', 'lald', 'race', 'ccg', 'ccg-ltk']) {
    await home.go(`#/rules/${game}`);
    const rows = page.locator('[data-testid=ladder] [data-testid=ladder-row]');
    await rows.first().waitFor();
    const cells = await rows.evaluateAll((trs) =>
      trs.map((tr) => ({ meets: tr.dataset.meets, text: tr.textContent.replace(/\s+/g, ' ') })),
    );
    assert.ok(cells.some((c) => /^Normal against random/.test(c.text)), `${game}: ${JSON.stringify(cells)}`);
    for (const c of cells) {
      // The verdict is in words, not colour alone, and agrees with the row's figure.
      assert.match(c.text, c.meets === 'true' ? /meets the target/ : /short of the target/, `${game}: ${c.text}`);
    }
  }
  assert.deepEqual(page.errors, []);
  await context.close();
});
