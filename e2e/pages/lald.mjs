// Page object for Live and Let Die's play screen: what the chase games share (./chase.mjs),
// and the boats, the number square, Bond's hits and the hands.
import { ChasePlay } from './chase.mjs';

export { seeded } from './chase.mjs';

export class LaldPlay extends ChasePlay {
  constructor(page, base) {
    super(page, base, 'lald');
  }
  numberSquare() {
    return this.page.getByTestId('number-square');
  }
  /** Boats drawn on the board: [{ id, space, heading }]. */
  async boats() {
    return this.boardPieces({ id: 'piece', space: 'space', heading: 'heading' });
  }
  /** The viewer's hand: card ids (data-card) as drawn. */
  async hand() {
    return this.page
      .locator('[data-testid=hand-card]')
      .evaluateAll((els) => els.map((e) => ({ id: e.dataset.card, label: e.getAttribute('aria-label'), playable: e.dataset.playable })));
  }
  async bondHits() {
    return Number(await this.page.getByTestId('bond-hits').getAttribute('data-hits'));
  }
  /**
   * One decision like a simple player: dodge or roll when asked, fire when a shot has at
   * least `minFire` % (the best chance of a hit, read from the button's own odds), go on to a
   * random highlighted space, pick or point a boat, end the move, draw. Returns what it did.
   * What is on offer is read in one round trip (`survey`).
   */
  async playOne(rand, { minFire = 25 } = {}) {
    const on = await this.survey('lald-action', 'group', 'best');
    const rolled = await this.pressFirst(on, ['dodge', 'roll']);
    if (rolled) return rolled;
    if (await this.fireBest(on, minFire)) return 'fire';
    if (on.taps) return this.tapAny(on, rand);
    const other = await this.pressFirst(on, ['select', 'face', 'end', 'draw', 'fire', 'manoeuvre', 'force', 'cards']);
    if (other) return other;
    throw new Error('no decision on screen: ' + (await this.prompt().textContent()));
  }
}
