// Seeded randomness for the suite: the tests' own choices, and (through `newPage`'s `seed`)
// the browser's crypto source, so a game's deal is the same on every run.

/** A small seeded generator (mulberry32), so a test run can be repeated move for move. */
export function seeded(seed) {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * A page script that replaces `crypto.getRandomValues` with `seeded(seed)`. The app takes a new
 * game's seed from that source (through getrandom), so a test that starts a game in a page with
 * it gets the same deal, the same dice and the same computer choices on every run, instead of
 * a deal that may or may not reach what the test wants to look at. Only for tests: it makes
 * the browser's randomness predictable.
 */
export function seededCryptoScript(seed) {
  return `{
    const next = (${seeded.toString()})(${Number(seed)});
    const fill = (a) => {
      const b = new Uint8Array(a.buffer, a.byteOffset, a.byteLength);
      for (let i = 0; i < b.length; i++) b[i] = Math.floor(next() * 256);
      return a;
    };
    Object.defineProperty(crypto, 'getRandomValues', { value: fill, configurable: true });
  }`;
}
