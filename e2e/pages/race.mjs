// Page object for "James Bond 007", the briefcase race: start a game from the new-game form,
// read the board from the DOM, and play a simple human policy through the highlighted
// destinations (head for the goal by the shortest route the hand allows, rob and take the
// case back whenever offered, otherwise discard two cards nobody needs).

export class RacePage {
  /** @param {import('playwright-core').Page} page */
  constructor(page, base) {
    this.page = page;
    this.base = base;
    this.graph = null;
  }

  /** Start a race: `seats` lists each seat's controller ("human", "easy", "normal"…). */
  async newGame(seats) {
    const p = this.page;
    await p.goto(`${this.base}#/new/race`);
    await p.locator('form').waitFor();
    await p.getByRole('group', { name: 'Number of players' })
      .getByRole('button', { name: new RegExp(`^(✓\\s*)?${seats.length}$`) }).click();
    for (let i = 0; i < seats.length; i++) {
      await p.locator(`#seat-ctrl-${i}`).selectOption(seats[i]);
    }
    await p.getByRole('button', { name: 'Start the game' }).click();
    await p.waitForURL(/#\/play\//);
    return p.url().split('#/play/')[1];
  }

  race() {
    return this.page.locator('[data-testid=race]');
  }

  curtain() {
    return this.page.locator('.curtain');
  }

  /** Switch the computer players to fast moves. */
  async fastComputer() {
    const b = this.page.getByRole('button', { name: /Computer: step by step/ });
    if (await b.count()) await b.click();
  }

  /** Everything the policy needs, read from the DOM in one go. */
  async snapshot() {
    return this.page.evaluate(() => {
      const race = document.querySelector('[data-testid=race]');
      if (!race) return null;
      const agents = [...document.querySelectorAll('[data-testid=agent]')].map((a) => ({
        seat: +a.dataset.seat,
        at: a.dataset.at,
        home: a.dataset.home,
        case: a.dataset.case === 'true',
      }));
      return {
        viewer: race.dataset.viewer === '' ? null : +race.dataset.viewer,
        toAct: race.dataset.toAct === '' ? null : +race.dataset.toAct,
        agents,
        hand: [...document.querySelectorAll('[data-testid=card]')].map((c) => c.dataset.card),
        dests: [...document.querySelectorAll('[data-testid=dest]')].map((d) => ({
          space: d.dataset.space,
          tag: d.dataset.tag,
        })),
        retrieve: !!document.querySelector('[data-testid=retrieve]'),
        rob: !!document.querySelector('[data-testid=rob]'),
        takeCentre: !!document.querySelector('[data-testid=take-centre]'),
        canDiscard: !!document.querySelector('[data-testid=discard-start]'),
        outcome: document.querySelector('.game-over') ? document.querySelector('.game-over').textContent : null,
      };
    });
  }

  /** The board's links, as drawn (data attributes on the SVG). */
  async loadGraph() {
    if (this.graph) return this.graph;
    this.graph = await this.page.evaluate(() =>
      [...document.querySelectorAll('[data-testid=race-board] [data-kind]')].map((l) => ({
        a: l.dataset.a,
        b: l.dataset.b,
        kind: l.dataset.kind,
      })),
    );
    return this.graph;
  }

  /** Turns from every space to `goal`, given the hand (missing cards cost extra turns). */
  distances(goal, hand) {
    const has = (prefix) => hand.some((c) => c.startsWith(prefix));
    const gateCard = (space) => has(`gate-${space.slice(-1)}-`);
    const cost = (e, from, to) => {
      const miss = 7;
      switch (e.kind) {
        case 'air': {
          const [x, y] = [e.a.slice(4), e.b.slice(4)];
          return has(`air-${x}-${y}-`) ? 1 : miss;
        }
        case 'helicopter':
          return has('heli-') ? 1 : miss;
        case 'island-helicopter':
          return from === 'centre' ? (has('island-heli-') ? 1 : miss) : null;
        case 'boat':
          // Landing on the island needs that gate's card; leaving needs it shown first.
          return gateCard(to.startsWith('gate-') ? to : from) ? 1 : miss;
        case 'swim':
          return has('swim-') ? 1.5 : miss + 2;
        case 'centre':
          if (to === 'centre') return has('centre-') ? 1 : miss;
          return gateCard(to) ? 1 : miss;
        default:
          return 1;
      }
    };
    const dist = new Map([[goal, 0]]);
    const done = new Set();
    for (;;) {
      let best = null;
      for (const [k, v] of dist) if (!done.has(k) && (best === null || v < dist.get(best))) best = k;
      if (best === null) break;
      done.add(best);
      for (const e of this.graph) {
        // Edges into `best`, walked backwards.
        for (const [from, to] of [[e.a, e.b], [e.b, e.a]]) {
          if (to !== best) continue;
          if (e.kind === 'island-helicopter' && from !== e.a) continue;
          const c = cost(e, from, to);
          if (c === null) continue;
          const d = dist.get(best) + c;
          if (!dist.has(from) || d < dist.get(from)) dist.set(from, d);
        }
      }
    }
    return dist;
  }

  /** Where the viewer should head now. */
  goal(s) {
    const me = s.agents.find((a) => a.seat === s.viewer);
    const holder = s.agents.find((a) => a.case);
    if (!holder) return 'centre';
    if (holder.seat === me.seat) return me.home;
    return holder.at;
  }

  /** Two cards worth the least to the plan: spare air routes first. */
  discardPick(hand) {
    const rank = (c) =>
      c.startsWith('air-') ? 0 : c.startsWith('heli-') ? 1 : c.startsWith('island-heli-') ? 2
        : c.startsWith('swim-') ? 3 : c.startsWith('gate-') ? 4 : c.startsWith('take-') ? 5 : 6;
    return [...hand].sort((x, y) => rank(x) - rank(y)).slice(0, 2);
  }

  /** Wait until the screen shows a decision for a human, or the end. Returns the snapshot. */
  async waitForHumanTurn(timeout = 60000) {
    const p = this.page;
    await p.waitForFunction(() => {
      if (document.querySelector('.game-over')) return true;
      if (document.querySelector('.curtain')) return true;
      const race = document.querySelector('[data-testid=race]');
      if (!race) return false;
      return !!document.querySelector('[data-testid=dest], [data-testid=discard-start], [data-testid=retrieve]');
    }, null, { timeout });
    return this.snapshot();
  }

  async clickDest(space, preferRob) {
    const p = this.page;
    await p.locator(`[data-testid=dest][data-space="${space}"] .rb-dest-ring`).click();
    const chooser = p.locator('[data-testid=chooser]');
    // A card move or a two-way destination opens the chooser; a free one acts at once.
    const opened = await chooser.waitFor({ timeout: 400 }).then(() => true, () => false);
    if (opened) {
      const rob = chooser.locator('[data-testid=way][data-rob=true]');
      if (preferRob && (await rob.count())) await rob.first().click();
      else await chooser.locator('[data-testid=way]').first().click();
    }
  }

  async discardTwo(cards) {
    const p = this.page;
    await p.locator('[data-testid=discard-start]').click();
    for (const c of cards) await p.locator(`[data-testid=card][data-card="${c}"] button`).click();
    await p.locator('[data-testid=discard-confirm]').click();
  }

  /** Play one human decision by the policy. Returns what was done. */
  async playOne(s) {
    await this.loadGraph();
    const before = await this.signature();
    const what = await this.decide(s);
    await this.changed(before);
    return what;
  }

  async decide(s) {
    if (s.retrieve) {
      await this.page.locator('[data-testid=retrieve]').click();
      return 'retrieve';
    }
    if (s.rob) {
      await this.page.locator('[data-testid=rob]').first().click();
      return 'rob';
    }
    if (s.takeCentre) {
      await this.page.locator('[data-testid=take-centre]').click();
      return 'take';
    }
    const me = s.agents.find((a) => a.seat === s.viewer);
    const dist = this.distances(this.goal(s), s.hand);
    const here = dist.get(me.at) ?? Infinity;
    let best = null;
    for (const d of s.dests) {
      const v = dist.get(d.space) ?? Infinity;
      if (best === null || v < best.v) best = { ...d, v };
    }
    if (best && (best.v < here || !s.canDiscard)) {
      await this.clickDest(best.space, true);
      return `move ${me.at} -> ${best.space} (${best.tag})`;
    }
    if (s.canDiscard) {
      await this.discardTwo(this.discardPick(s.hand));
      return 'discard';
    }
    throw new Error('no move and no discard');
  }

  /** A short fingerprint of what the screen shows (positions, case, hand, whose turn). */
  async signature() {
    return this.page.evaluate(() => {
      const race = document.querySelector('[data-testid=race]');
      if (!race) return 'none';
      return [...document.querySelectorAll('[data-testid=agent]')].map((a) => a.dataset.at + a.dataset.case).join()
        + '|' + [...document.querySelectorAll('[data-testid=card]')].map((c) => c.dataset.card).join()
        + '|' + race.dataset.toAct;
    });
  }

  /** Wait until the fingerprint differs from `before` (or the curtain or the end shows). */
  async changed(before) {
    await this.page.waitForFunction((b) => {
      const race = document.querySelector('[data-testid=race]');
      if (!race || document.querySelector('.game-over') || document.querySelector('.curtain')) return true;
      const sig = [...document.querySelectorAll('[data-testid=agent]')].map((a) => a.dataset.at + a.dataset.case).join()
        + '|' + [...document.querySelectorAll('[data-testid=card]')].map((c) => c.dataset.card).join()
        + '|' + race.dataset.toAct;
      return sig !== b;
    }, before, { timeout: 20000 });
  }
}
