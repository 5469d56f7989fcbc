// Page objects for playing on separate devices: the host's "Waiting for players" panel, the
// guest's join page, and what a guest's data channel received.

/** A selector for remote seat `seat`'s card on the host's pairing panel. */
const seatCard = (seat) => `[data-testid=pair-seat][data-seat="${seat}"]`;

export class HostPairing {
  /** @param {import('playwright-core').Page} page */
  constructor(page) {
    this.page = page;
  }
  panel() {
    return this.page.getByTestId('pairing');
  }
  /** The link for `seat`, once its offer is ready. */
  async linkFor(seat) {
    const box = this.page.locator(`${seatCard(seat)}[data-state=waiting] [data-testid=offer-link]`);
    await box.waitFor({ timeout: 20000 });
    return box.inputValue();
  }
  /** Paste a guest's answer (a link or a bare code) for `seat` and press Connect. */
  async answer(seat, text) {
    await this.page.locator(`${seatCard(seat)} [data-testid=answer-input]`).fill(text);
    await this.page.locator(`${seatCard(seat)} [data-testid=answer-submit]`).click();
  }
  async state(seat) {
    return this.page.locator(seatCard(seat)).getAttribute('data-state');
  }
}

/** Open a pairing link on a guest's page; returns the answer link the guest's screen shows. */
export async function join(page, link) {
  return joinLink(page, link);
}

async function joinLink(page, link) {
  await page.goto(link);
  const answer = page.getByTestId('answer-link');
  await answer.waitFor({ timeout: 20000 });
  return answer.inputValue();
}

/** Pair `guest` as `seat` of the host's table through the screens: the host's link copied into
 *  the guest's browser, the guest's answer pasted on the host's screen. Returns the time it
 *  took, in milliseconds, from the link shown to the guest's table shown. */
export async function pair(host, guest, seat) {
  const pairing = new HostPairing(host);
  const link = await pairing.linkFor(seat);
  const t0 = Date.now();
  const answer = await join(guest, link);
  await pairing.answer(seat, answer);
  await guest.locator(`[data-testid=play][data-guest="${seat}"]`).waitFor({ timeout: 20000 });
  return { ms: Date.now() - t0, link, answer };
}

/** Pair as `pair` does, but the host opens the guest's answer link in another tab of its own
 *  browser (as a phone's camera app would open a scanned code), which hands it to the game's
 *  tab; the answer tab says so. */
export async function pairByAnswerTab(host, guest, seat) {
  const link = await new HostPairing(host).linkFor(seat);
  const answer = await joinLink(guest, link);
  const tab = await host.context().newPage();
  await tab.goto(answer);
  await tab.getByTestId('answer-page').waitFor();
  await guest.locator(`[data-testid=play][data-guest="${seat}"]`).waitFor({ timeout: 20000 });
  return tab;
}

/** An init script: every message any data channel of the page receives is kept, in order, in
 *  `window.__received` (the app sets `onmessage`; a listener added is kept too). */
export function recordMessages() {
  window.__received = [];
  // A long message comes in pieces, each but the last marked by a leading U+0001.
  let joining = '';
  const keep = (e) => {
    if (e.data.startsWith('\u0001')) joining += e.data.slice(1);
    else {
      window.__received.push(joining + e.data);
      joining = '';
    }
  };
  const d = Object.getOwnPropertyDescriptor(RTCDataChannel.prototype, 'onmessage');
  Object.defineProperty(RTCDataChannel.prototype, 'onmessage', {
    configurable: true,
    get() {
      return d.get.call(this);
    },
    set(fn) {
      d.set.call(this, fn ? (e) => (keep(e), fn.call(this, e)) : fn);
    },
  });
  const add = RTCDataChannel.prototype.addEventListener;
  RTCDataChannel.prototype.addEventListener = function (type, fn, opts) {
    if (type === 'message' && fn) {
      const inner = fn;
      fn = (e) => (keep(e), typeof inner === 'function' ? inner.call(this, e) : inner.handleEvent(e));
    }
    return add.call(this, type, fn, opts);
  };
}

/** The host's table state, from the play frame's data attributes. */
export async function frame(page) {
  return page.evaluate(() => {
    const p = document.querySelector('[data-testid=play]');
    if (!p) return null;
    return {
      steps: Number(p.dataset.steps),
      toAct: p.dataset.toAct === '' ? null : Number(p.dataset.toAct),
      viewer: p.dataset.viewer === '' ? null : Number(p.dataset.viewer),
      finished: p.dataset.finished === 'true',
      guest: p.dataset.guest === undefined ? null : Number(p.dataset.guest),
      pending: p.dataset.pending === 'true',
      connection: p.dataset.connection ?? null,
    };
  });
}

/**
 * A hostile guest written in plain JavaScript in `page` (any page of the app's origin): it
 * reads the host's link as the app does (base64url, raw DEFLATE, JSON), answers the offer with
 * its own RTCPeerConnection, and returns the answer code to paste on the host's screen. Its
 * channel is then `window.__hostile`, every message it receives in `window.__received`.
 */
export async function hostileAnswer(page, link) {
  return page.evaluate(async (link) => {
    const code = link.split('#/join/')[1];
    const b64 = code.replace(/-/g, '+').replace(/_/g, '/');
    const bytes = Uint8Array.from(atob(b64 + '='.repeat((4 - (b64.length % 4)) % 4)), (c) => c.charCodeAt(0));
    const inflate = new Blob([bytes]).stream().pipeThrough(new DecompressionStream('deflate-raw'));
    const invite = JSON.parse(await new Response(inflate).text());
    const pc = new RTCPeerConnection();
    window.__received = [];
    pc.ondatachannel = (e) => {
      window.__hostile = e.channel;
      e.channel.onmessage = (m) => window.__received.push(m.data);
    };
    await pc.setRemoteDescription({ type: 'offer', sdp: invite.sdp });
    await pc.setLocalDescription(await pc.createAnswer());
    if (pc.iceGatheringState !== 'complete') {
      await new Promise((r) => pc.addEventListener('icegatheringstatechange', () => pc.iceGatheringState === 'complete' && r()));
    }
    window.__pc = pc;
    const reply = JSON.stringify({ seat: invite.seat, token: invite.token, sdp: pc.localDescription.sdp });
    const deflate = new Blob([reply]).stream().pipeThrough(new CompressionStream('deflate-raw'));
    const out = new Uint8Array(await new Response(deflate).arrayBuffer());
    let bin = '';
    for (const b of out) bin += String.fromCharCode(b);
    return btoa(bin).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  }, link);
}
