// Page object for You Only Live Twice's play screen: what the chase games share (./chase.mjs),
// and the pieces with their levels, the crater and the status sheets.
import { ChasePlay } from './chase.mjs';

export { seeded } from './chase.mjs';

export class YoltPlay extends ChasePlay {
  constructor(page, base) {
    super(page, base, 'yolt');
  }
  craterNumber() {
    return this.page.getByTestId('crater-number');
  }
  /** Pieces drawn on the board: [{ id, level }]. */
  async pieces() {
    return this.boardPieces({ id: 'piece', level: 'level' });
  }
  /** Checked-off boxes per row of one piece's status sheet, e.g. { Hits: 1, 'Machine gun': 2 }. */
  async sheet(piece) {
    return this.page.getByTestId(`sheet-${piece}`).locator('.sheet-row').evaluateAll((rows) =>
      Object.fromEntries(
        rows.map((r) => [
          r.getAttribute('aria-label').split(':')[0],
          r.querySelectorAll('.box.checked').length,
        ]),
      ),
    );
  }
  /** Hit boxes of `piece`: how many there are and how many are checked. */
  async hits(piece) {
    return this.page
      .getByTestId(`sheet-${piece}`)
      .locator('.sheet-row.hits')
      .evaluate((r) => ({
        total: r.querySelectorAll('.box').length,
        checked: r.querySelectorAll('.box.checked').length,
      }));
  }
  /**
   * Take one decision like a simple, aggressive player: fire when a shot has at least
   * `minFire` % to do harm (the largest total chance of any result other than "No effect",
   * read from the button's own odds), otherwise fly on (a random highlighted space),
   * otherwise roll, dodge, pick or end the move. Returns what it did. What is on offer is
   * read in one round trip (`survey`).
   */
  async playOne(rand, { minFire = 15 } = {}) {
    const on = await this.survey('yolt-action', 'group', 'harm');
    if (await this.fireBest(on, minFire)) return 'fire';
    const rolled = await this.pressFirst(on, ['dodge', 'roll']);
    if (rolled) return rolled;
    if (on.taps) return this.tapAny(on, rand);
    const other = await this.pressFirst(on, ['select', 'face', 'end']);
    if (other) return other;
    if (await this.fireBest(on, 0)) return 'fire';
    throw new Error('no decision on screen: ' + (await this.prompt().textContent()));
  }
}
