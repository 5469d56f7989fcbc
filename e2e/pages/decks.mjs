// Page object for the card game's deck builder (#/decks/ccg, #/decks/ccg-ltk): the pool, the
// deck, the engine's validation, saved decks, export and import. Waits on data-* state.
import { App } from './app.mjs';

export class DeckBuilder extends App {
  root() {
    return this.page.getByTestId('deck-builder');
  }
  async open(game = 'ccg') {
    await this.go(`#/decks/${game}`);
    await this.root().waitFor();
  }
  /** The builder's data-* state: variant, total, legal, savedId. */
  async state() {
    return this.root().evaluate((e) => ({ ...e.dataset }));
  }
  /** Wait until the deck holds `n` cards. */
  async waitTotal(n) {
    await this.page.locator(`[data-testid=deck-builder][data-total="${n}"]`).waitFor();
  }
  /** Add `times` copies of a card: a tap on its + in the pool, then Enter on it for each
   *  further copy (the focus stays on the button, as a keyboard user would keep pressing). */
  async add(id, times = 1) {
    const b = this.page.locator(`[data-testid=pool-card][data-card="${id}"] [data-testid=pool-add]`);
    if (times < 1) return;
    await b.click();
    for (let i = 1; i < times; i++) await this.page.keyboard.press('Enter');
  }
  async minus(id) {
    await this.page.locator(`[data-testid=deck-card][data-card="${id}"] [data-testid=deck-minus]`).click();
  }
  async plus(id) {
    await this.page.locator(`[data-testid=deck-card][data-card="${id}"] [data-testid=deck-plus]`).click();
  }
  /** Copies of a card in the deck being built, as its row shows them (0: no row). */
  async count(id) {
    const row = this.page.locator(`[data-testid=deck-card][data-card="${id}"]`);
    return (await row.count()) ? Number(await row.getAttribute('data-count')) : 0;
  }
  /** Start from the prebuilt deck chosen under "Start from" (the first one unless changed). */
  async loadPrebuilt() {
    await this.page.getByTestId('deck-load-prebuilt').click();
    await this.page.locator('[data-testid=deck-builder]:not([data-total="0"])').waitFor();
  }
  validation() {
    return this.page.getByTestId('deck-validation');
  }
  /** The rule ids of the problems shown. */
  async problemRules() {
    return this.page.locator('[data-testid=deck-problem]').evaluateAll((els) => els.map((e) => e.dataset.rule));
  }
  message() {
    return this.page.getByTestId('deck-message');
  }
  async setName(name) {
    await this.page.getByTestId('deck-name').fill(name);
  }
  async save() {
    await this.page.getByTestId('deck-save').click();
    await this.page.locator('[data-testid=deck-builder]:not([data-saved-id=""])').waitFor();
    return (await this.state()).savedId;
  }
  /** Press Save without waiting for what comes of it (a save may be refused). */
  async pressSave() {
    await this.page.getByTestId('deck-save').click();
  }
  /** The banner saying another tab changed or deleted the deck open here. */
  otherTab() {
    return this.page.getByTestId('deck-stale');
  }
  saved() {
    return this.page.locator('[data-testid=saved-deck]');
  }
  /** Open a saved deck from the list; resolves once it is the deck being edited. */
  async openSaved(id) {
    await this.savedRow(id).getByTestId('saved-open').click();
    await this.page.locator(`[data-testid=deck-builder][data-saved-id="${id}"]`).waitFor();
  }
  savedRow(id) {
    return this.page.locator(`[data-testid=saved-deck][data-id="${id}"]`);
  }
  async exportText() {
    return this.page.getByTestId('deck-export').inputValue();
  }
  /** Click Download and return the file's name and text. */
  async download() {
    const [dl] = await Promise.all([
      this.page.waitForEvent('download'),
      this.page.getByTestId('deck-download').click(),
    ]);
    const stream = await dl.createReadStream();
    const chunks = [];
    for await (const c of stream) chunks.push(c);
    return { name: dl.suggestedFilename(), text: Buffer.concat(chunks).toString('utf8') };
  }
  async importText(text) {
    // Set as one paste (a huge text would be slow to type).
    await this.page.getByTestId('deck-import-text').evaluate((el, t) => {
      el.value = t;
      el.dispatchEvent(new Event('input', { bubbles: true }));
    }, text);
    await this.page.getByTestId('deck-import').click();
  }
  async importFile(name, text) {
    await this.page
      .getByTestId('deck-import-file')
      .setInputFiles({ name, mimeType: 'text/plain', buffer: Buffer.from(text, 'utf8') });
  }
  importErrors() {
    return this.page.locator('[data-testid=deck-import-error]');
  }
}
