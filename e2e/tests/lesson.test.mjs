// The lessons ("Learn to play") through the UI, followed only by their prompts: the ringed
// choice or Continue, by touch on a tablet and by keyboard on a laptop, to the end and on
// against the easy computer; another legal move refused with the step's reason; a lesson left
// in the middle and resumed from the saves list. Three steps of each are photographed.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdir } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { harness } from '../lib/harness.mjs';
import { SavesPage } from '../pages/app.mjs';
import { LessonPage } from '../pages/lesson.mjs';

const h = harness();
const shots = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'target', 'screenshots');

// Each lesson: its game, its length in steps, and the steps photographed.
const LESSONS = [
  { game: 'yolt', id: 'yolt-first-flight', steps: 17, shots: [2, 5, 16] },
  { game: 'lald', id: 'lald-first-run', steps: 21, shots: [2, 6, 12] },
  { game: 'race', id: 'race-first-run', steps: 17, shots: [1, 11, 15] },
  { game: 'ccg', id: 'ccg-basic-first-game', steps: 25, shots: [1, 4, 21] },
  { game: 'ccg-ltk', id: 'ccg-ltk-first-game', steps: 25, shots: [1, 16, 21] },
];
const DEVICES = [
  { how: 'touch', width: 768, height: 1024 },
  { how: 'keyboard', width: 1366, height: 768 },
];

for (const l of LESSONS) {
  for (const d of DEVICES) {
    test(`${l.id}: followed to the end by ${d.how} at ${d.width}x${d.height}, then played on`, async () => {
      const { context, page } = await h.page({ width: d.width, height: d.height, touch: d.how === 'touch' });
      const lesson = new LessonPage(page, h.url);
      await mkdir(shots, { recursive: true });
      let s = d.how === 'touch' ? await lesson.startFromHome(l.game) : await lesson.startFromRules(l.game);
      assert.equal(s.step, 0);
      // The panel is a labelled region whose words are announced as they change.
      assert.equal(await lesson.panel().getAttribute('role'), 'region');
      assert.match(await page.locator('#lesson-title').textContent(), /^Lesson: /);
      assert.equal(await page.getByTestId('lesson-say').getAttribute('aria-live'), 'polite');
      // No Hint and no Undo while the lesson leads.
      assert.equal(await page.getByTestId('hint').count(), 0);
      assert.ok(await page.getByTestId('undo').isDisabled());
      const seen = new Set();
      while (s.phase !== 'complete') {
        assert.ok(s.say.length > 0, `step ${s.step} says something`);
        assert.notEqual(s.phase, 'off', `step ${s.step} follows the lesson`);
        if (s.phase === 'learner') {
          assert.ok(s.rings >= 1, `step ${s.step} rings its choice`);
          assert.ok(s.ringsDrawn, `step ${s.step} draws the ring on its choice`);
        }
        if (l.shots.includes(s.step)) {
          await page.screenshot({ path: join(shots, `lesson-${l.game}-step${s.step}-${d.width}x${d.height}.png`) });
        }
        seen.add(s.step);
        s = await lesson.follow(d.how);
      }
      assert.equal(seen.size, l.steps, 'every step was shown once');
      assert.equal(s.step, l.steps);
      assert.match(s.say, /Lesson complete/);
      const moves = s.steps;
      await lesson.playOn(d.how);
      // The game goes on: the easy computer moves for the Enemy, or it is the learner's own
      // decision with the Hint back.
      await page.waitForFunction(
        (n) => {
          const p = document.querySelector('[data-testid=play]');
          return Number(p.dataset.steps) > n || (p.dataset.toAct === p.dataset.viewer && !!document.querySelector('[data-testid=hint]'));
        },
        moves,
        { timeout: 60000 },
      );
      await context.close();
    });
  }
}

test('another legal move is not played: the step says why, and the ringed one still works', async () => {
  const { context, page } = await h.page({ width: 1366, height: 768 });
  const lesson = new LessonPage(page, h.url);
  let s = await lesson.startFromHome('lald');
  s = await lesson.follow('keyboard'); // the Enemy points its boats
  s = await lesson.follow('keyboard');
  assert.equal(s.phase, 'learner');
  const other = page.locator('g[data-testid=tap]:not([data-lesson-ring="true"])').first();
  await other.click();
  await page.waitForFunction(() => document.querySelector('[data-testid=lesson-note]').textContent.length > 0);
  const after = await lesson.state();
  assert.equal(after.step, s.step);
  assert.equal(after.steps, s.steps, 'the move was not played');
  assert.match(after.note, /leads away from End/);
  s = await lesson.follow('keyboard');
  assert.equal(s.step, after.step + 1);
  assert.equal(s.note, '');
  await context.close();
});

test('a lesson left in the middle is a save: the list says so, and it resumes at its step', async () => {
  const { context, page } = await h.page({ width: 768, height: 1024, touch: true });
  const lesson = new LessonPage(page, h.url);
  let s = await lesson.startFromHome('yolt');
  for (let i = 0; i < 6; i++) s = await lesson.follow('touch');
  const id = new URL(page.url()).hash.split('/').pop();
  const saves = new SavesPage(page, h.url);
  await saves.open();
  const row = saves.row(id);
  assert.equal(await row.getByTestId('lesson-badge').textContent(), 'Lesson');
  await row.getByRole('link', { name: 'Continue' }).tap();
  const back = await lesson.settle();
  assert.equal(back.step, s.step);
  assert.equal(back.phase, s.phase);
  assert.equal(back.steps, s.steps);
  assert.equal(back.say, s.say);
  s = await lesson.follow('touch');
  assert.equal(s.step, back.step + 1);
  await context.close();
});
