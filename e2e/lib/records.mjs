// Game records made by the project's own headless runner (`qbranch record`), so game-over,
// replay and long games are tested by importing a real game instead of clicking through
// thousands of moves, and no rule of any game is copied into the tests.
//
// A record a test cuts at a chosen point is kept in e2e/records/: the computer's play changes
// as it is tuned, and a UI test should not have to hunt for a new game each time it does. A
// kept record is still checked by the rules when the app imports it. Any other record is made
// at test time; E2E_KEEP_RECORDS=1 keeps the ones a run makes (to add a test's record).
//
// The runner is QBRANCH (the Makefile's e2e target passes target/debug/qbranch); without it
// the first call builds it once with `cargo build -p qbranch-cli`.
import { execFileSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
let cli = process.env.QBRANCH ? resolve(process.env.QBRANCH) : null;
let dir = null;

function runner() {
  if (cli) return cli;
  const built = join(root, 'target', 'debug', 'qbranch');
  if (!existsSync(built)) {
    execFileSync('cargo', ['build', '-p', 'qbranch-cli'], { cwd: root, stdio: 'inherit' });
  }
  cli = built;
  return cli;
}

/** `qbranch <args>` → parsed JSON output. */
export function qbranch(...args) {
  return JSON.parse(execFileSync(runner(), args, { encoding: 'utf8', maxBuffer: 64 << 20 }));
}

/** `qbranch <args>` → its output as JSON lines (the `replay` verb prints one event a line). */
export function qbranchLines(...args) {
  const out = execFileSync(runner(), args, { encoding: 'utf8', maxBuffer: 64 << 20 });
  return out.trim().split('\n').map((l) => JSON.parse(l));
}

/** A kept record's file name: game, seed, every seat's controller and where it stops. */
function keptName({ game, seed, seats, maxActions }) {
  const who = seats.map((s) => s.replace(':', '-')).join('+');
  return `${game}-${seed}-${who}${maxActions !== undefined ? `-${maxActions}` : ''}.json`;
}

/**
 * Play one game with the runner and return its record file: { path, text, record }.
 * `seats`: one controller per seat ('ai:easy', 'random' …). `maxActions` stops it early
 * (an unfinished game, for the computer seats in the app to finish).
 */
export function recordGame({ game, seed, seats, maxActions }) {
  const kept = join(root, 'e2e', 'records', keptName({ game, seed, seats, maxActions }));
  if (existsSync(kept)) {
    const text = readFileSync(kept, 'utf8');
    return { path: kept, text, record: JSON.parse(text) };
  }
  dir ??= mkdtempSync(join(tmpdir(), 'qbranch-records-'));
  const path = join(dir, keptName({ game, seed, seats, maxActions }));
  const args = ['record', '--game', game, '--seed', String(seed), '--players', String(seats.length)];
  args.push('--seats', seats.join(','), '--out', path);
  if (maxActions !== undefined) args.push('--max-actions', String(maxActions));
  // The runner is deterministic (set-up, seed, seats), so a record this process already made
  // is read back rather than played again (the game tests import the same games twice).
  if (!existsSync(path)) execFileSync(runner(), args, { stdio: ['ignore', 'ignore', 'inherit'] });
  if (process.env.E2E_KEEP_RECORDS) copyFileSync(path, kept);
  const text = readFileSync(path, 'utf8');
  return { path, text, record: JSON.parse(text) };
}

/**
 * A save file around a record (the format the app exports), with its own seats: this is how a
 * test gives an imported game computer players. `seats`: [{ name, controller }], controller
 * as the app writes it ({ kind: 'human' } or { kind: 'computer', level: 'easy' }).
 */
export function saveAround(record, { id, name, seats }) {
  return JSON.stringify({
    format: 'qbranch-save',
    version: 1,
    id,
    name,
    game: record.game,
    created: 1,
    updated: 1,
    revision: 1,
    seats,
    finished: false,
    record,
  });
}

/**
 * A save of a two-player game the runner played (`ai:easy` both), stopped just before seat 0's
 * `nth` action of `type` (its `type` field, e.g. 'assign'), with Ann (a person) at seat 0 and
 * the computer at seat 1. A record is its set-up, seed and actions, so a prefix of the actions
 * is that game stopped earlier.
 */
export function saveBefore(game, seed, type, nth = 0) {
  const { record } = recordGame({ game, seed, seats: ['ai:easy', 'ai:easy'] });
  const cuts = record.actions.map((a, i) => [a, i]).filter(([a]) => a.seat === 0 && a.action.type === type);
  if (cuts.length <= nth) throw new Error(`${game} seed ${seed}: seat 0 makes no ${type} number ${nth + 1}`);
  return saveAround(
    { ...record, actions: record.actions.slice(0, cuts[nth][1]) },
    {
      id: `${game}-${type}-${seed}`,
      name: `${game} ${type}`,
      seats: [
        { name: 'Ann', controller: { kind: 'human' } },
        { name: 'Computer', controller: { kind: 'computer', level: 'easy' } },
      ],
    },
  );
}

/**
 * A two-player game the runner played at random, stopped just after one of seat 0's actions
 * that seat 1 answers with a turn of three actions or more: Ann (a person) at seat 0, the
 * computer at seat 1, whose turn it is when the save opens. Returns the save and the number of
 * actions in it (`cut`).
 */
export function saveBeforeComputerTurn(game) {
  const { record } = recordGame({ game, seed: 7, seats: ['random', 'random'], maxActions: 120 });
  const a = record.actions;
  // A turn of several actions, so there is time to look at the screen while the computer plays.
  const k = a.findIndex((x, i) => i >= 12 && a[i - 1].seat === 0 && a.slice(i, i + 3).every((y) => y.seat !== 0));
  if (k < 0) throw new Error(`${game}: the recorded game hands seat 1 no turn of three actions or more`);
  const save = saveAround({ ...record, actions: a.slice(0, k) }, {
    id: `frame-${game}`,
    name: `Frame ${game}`,
    seats: [
      { name: 'Ann', controller: { kind: 'human' } },
      { name: 'Computer', controller: { kind: 'computer', level: 'easy' } },
    ],
  });
  return { save, cut: k };
}
