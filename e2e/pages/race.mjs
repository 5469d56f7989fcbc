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
        open: a.dataset.gateOpen === 'true',
      }));
      return {
        viewer: race.dataset.viewer === '' ? null : +race.dataset.viewer,
        toAct: race.dataset.toAct === '' ? null : +race.dataset.toAct,
        agents,
        hand: [...document.querySelectorAll('[data-testid=card]')].map((c) => c.dataset.card),
        boats: [...document.querySelectorAll('[data-testid=boat]')].map((b) => b.dataset.at),
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

  /**
   * Turns from every place to `goal`, given the hand (a missing card costs extra turns).
   * Island gates come in two states: "gate-x" as reached on foot, and "gate-x+" once that
   * gate's card has been shown there (landing, or arriving with the card), the only state from
   * which one may cross the lake back.
   */
  distances(goal, hand, boats = []) {
    const has = (prefix) => hand.some((c) => c.startsWith(prefix));
    const boat = (space) => boats.includes(space);
    const gateCard = (gate) => has(`gate-${gate.slice(-1)}-`);
    const miss = 7;
    const card = (ok) => (ok ? 1 : miss);
    const edges = []; // [from, to, cost]
    const add = (a, b, c) => edges.push([a, b, c]);
    for (const e of this.graph) {
      const { a, b } = e;
      switch (e.kind) {
        case 'air': {
          const c = card(has(`air-${a.slice(4)}-${b.slice(4)}-`));
          add(a, b, c);
          add(b, a, c);
          break;
        }
        case 'helicopter':
          add(a, b, card(has('heli-')));
          add(b, a, card(has('heli-')));
          break;
        case 'island-helicopter':
          add(a, b, card(has('island-heli-')));
          break;
        case 'boat': {
          // a is the B point, b the gate: landing plays the gate card and opens the gate.
          // Only where a boat waits (else it is a swim).
          if (boat(a)) add(a, `${b}+`, card(gateCard(b)));
          if (boat(b)) add(`${b}+`, a, 1);
          break;
        }
        case 'swim': {
          const [lake, other] = a.startsWith('lake') ? [a, b] : [b, a];
          if (other.startsWith('gate')) {
            add(lake, `${other}+`, 1);
            add(`${other}+`, lake, card(has('swim-')) + 0.5);
          } else {
            add(other, lake, has('swim-') && gateCard(lake) ? 1.5 : miss + 2);
            add(lake, other, 1);
          }
          break;
        }
        case 'island':
          for (const [x, y] of [[a, b], [b, a]]) {
            for (const from of [x, `${x}+`]) {
              add(from, y, 1);
              add(from, `${y}+`, card(gateCard(y)));
            }
          }
          break;
        case 'centre': {
          const gate = a === 'centre' ? b : a;
          add(gate, 'centre', card(has('centre-')));
          add(`${gate}+`, 'centre', card(has('centre-')));
          add('centre', `${gate}+`, card(gateCard(gate)));
          break;
        }
        default:
          add(a, b, 1);
          add(b, a, 1);
      }
    }
    const into = new Map();
    for (const [f, t, c] of edges) {
      if (!into.has(t)) into.set(t, []);
      into.get(t).push([f, c]);
    }
    const dist = new Map([[goal, 0]]);
    if (goal.startsWith('gate-')) dist.set(`${goal}+`, 0);
    const done = new Set();
    for (;;) {
      let best = null;
      for (const [k, v] of dist) if (!done.has(k) && (best === null || v < dist.get(best))) best = k;
      if (best === null) break;
      done.add(best);
      for (const [from, c] of into.get(best) ?? []) {
        const d = dist.get(best) + c;
        if (!dist.has(from) || d < dist.get(from)) dist.set(from, d);
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

  /** Two cards worth the least to the plan: those whose loss lengthens the way least (spare
   * air routes first when several are useless); "take the documents" cards are kept. */
  discardPick(hand, goal, at, boats) {
    const rank = (c) =>
      c.startsWith('air-') ? 0 : c.startsWith('heli-') ? 1 : c.startsWith('island-heli-') ? 2
        : c.startsWith('swim-') ? 3 : c.startsWith('gate-') ? 4 : c.startsWith('centre-') ? 5 : 6;
    const base = this.distances(goal, hand, boats).get(at) ?? 99;
    const worth = new Map(hand.map((c) => {
      const without = hand.filter((x) => x !== c);
      return [c, (this.distances(goal, without, boats).get(at) ?? 99) - base];
    }));
    return [...hand]
      .sort((x, y) => worth.get(x) - worth.get(y) || rank(x) - rank(y))
      .slice(0, 2);
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

  async clickDest(space, preferRob, preferBy = []) {
    const p = this.page;
    await p.locator(`[data-testid=dest][data-space="${space}"] .rb-dest-ring`).click();
    const chooser = p.locator('[data-testid=chooser]');
    // A card move or a two-way destination opens the chooser; a free one acts at once.
    const opened = await chooser.waitFor({ timeout: 400 }).then(() => true, () => false);
    if (opened) {
      const rob = chooser.locator('[data-testid=way][data-rob=true]');
      const liked = preferBy.map((b) => `[data-testid=way][data-by=${b}]`).join(', ');
      if (preferRob && (await rob.count())) await rob.first().click();
      else if (liked && (await chooser.locator(liked).count())) await chooser.locator(liked).first().click();
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
    const goal = this.goal(s);
    const dist = this.distances(goal, s.hand, s.boats);
    const node = (space, open) => (open && space.startsWith('gate-') ? `${space}+` : space);
    const here = dist.get(node(me.at, me.open)) ?? Infinity;
    // Standing on the carrier does not rob them: step off, to land on them again (with a
    // card to rob them; without one, dig for it).
    const canRob = s.hand.some((c) => c.startsWith('take-'));
    if (goal === me.at && !me.case && s.dests.length && (canRob || !s.canDiscard)) {
      const d = s.dests.find((x) => !/card/.test(x.tag)) ?? s.dests[0];
      await this.clickDest(d.space, true);
      return `step off ${me.at} -> ${d.space}`;
    }
    let best = null;
    for (const d of s.dests) {
      // Arriving at a gate with its card (or landing there) opens it.
      const opens = d.space.startsWith('gate-') && /Gate card|Boat|Land/.test(d.tag);
      const walks = !opens || /Walk/.test(d.tag);
      const options = [];
      if (opens) options.push({ v: dist.get(node(d.space, true)) ?? Infinity, by: 'card' });
      if (walks) options.push({ v: dist.get(d.space) ?? Infinity, by: 'walk' });
      for (const o of options) if (best === null || o.v < best.v) best = { ...d, ...o };
    }
    if (best && (best.v < here || !s.canDiscard)) {
      await this.clickDest(best.space, true, best.by === 'card' ? ['gate', 'boat', 'swim'] : ['island', 'foot', 'car']);
      return `move ${me.at} -> ${best.space} (${best.tag}, ${best.by})`;
    }
    if (s.canDiscard) {
      await this.discardTwo(this.discardPick(s.hand, goal, node(me.at, me.open), s.boats));
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
