// Q Branch as an installed, offline app: registers the service worker (dist/sw.js, written by
// `make dist` after trunk) with a relative scope, so it works at any sub-path, and offers a new
// version with a "new version — reload" prompt. The waiting version takes over only when the
// player presses Reload; the page then reloads as a whole (never half old, half new).
//
// State for tests and tools, on <html>:
//   data-sw         "none" (not registered yet) · "registered" · "controlled" (this page is
//                   served by a worker, so it also loads offline) · "unsupported" · "failed"
//   data-sw-update  "waiting" while the prompt is up · "reloading" after Reload was pressed
//   data-crashed    "yes" once the app has stopped on a bug (the first part below)
//
// A bug in the app: the release build stops the wasm at a panic (a WebAssembly trap: the
// release profile aborts on panic), after which the page no longer answers. The player
// is told so, in plain words, with a Reload button that has the focus.

// Storage, touched first: the browser loads this site's localStorage into the page on its first
// use (2 to 5 ms with one long save stored, measured in a fresh page). Done here, that load happens
// while the wasm is still being fetched and compiled (this deferred script runs while the module
// script awaits it) rather than inside the app's first read, such as the restore of a save
// opened by its own link. Blocked storage throws here; the app says so when a save fails.
try {
  void window.localStorage.length;
} catch (e) {
  // Nothing to warm.
}

// A banner at the foot of the page (the update prompt and the crash notice): its message and
// its buttons, each [label, class, testid, on click]. The first button takes the focus when
// `focus` is set.
const qbranchBanner = (className, testid, text, buttons, focus) => {
  const banner = document.createElement('div');
  banner.className = className;
  banner.setAttribute('role', 'alert');
  banner.dataset.testid = testid;
  const p = document.createElement('p');
  p.textContent = text;
  banner.append(p);
  for (const [label, cls, id, onClick] of buttons) {
    const b = document.createElement('button');
    b.type = 'button';
    b.className = cls;
    b.dataset.testid = id;
    b.textContent = label;
    b.addEventListener('click', () => onClick(b));
    banner.append(b);
  }
  document.body.append(banner);
  if (focus) banner.querySelector('button').focus();
  return banner;
};

(() => {
  const root = document.documentElement;
  const crashed = (err) => {
    if (!(err instanceof WebAssembly.RuntimeError) || root.dataset.crashed) return;
    root.dataset.crashed = 'yes';
    console.error('Q Branch stopped:', err);
    qbranchBanner(
      'update-banner crash-banner',
      'crash-banner',
      'Something went wrong inside Q Branch and this page has stopped. ' +
        'Your games are saved up to the last move that finished: reload to carry on.',
      [['Reload', 'btn primary', 'crash-reload', () => window.location.reload()]],
      true,
    );
  };
  window.addEventListener('error', (e) => crashed(e.error));
  window.addEventListener('unhandledrejection', (e) => crashed(e.reason));
})();

(() => {
  const root = document.documentElement;
  const sw = navigator.serviceWorker;
  if (!sw || !window.isSecureContext) {
    root.dataset.sw = 'unsupported';
    return;
  }
  root.dataset.sw = sw.controller ? 'controlled' : 'none';
  let reloading = false;
  let banner = null;

  function prompt(worker, text) {
    root.dataset.swUpdate = 'waiting';
    if (banner) banner.remove();
    banner = qbranchBanner('update-banner', 'update-banner', text, [
      [
        'Reload',
        'btn primary',
        'update-reload',
        (reload) => {
          reloading = true;
          root.dataset.swUpdate = 'reloading';
          reload.disabled = true;
          // The waiting version takes over; 'controllerchange' then reloads the page. With no
          // worker waiting (already active elsewhere), reload at once.
          if (worker && worker.state === 'installed') worker.postMessage('skip-waiting');
          else window.location.reload();
        },
      ],
      [
        'Later',
        'btn ghost',
        'update-later',
        () => {
          banner.remove();
          banner = null;
          delete root.dataset.swUpdate;
        },
      ],
    ]);
  }

  const NEW = 'A new version of Q Branch is ready. Your games are saved.';

  function watch(worker) {
    worker.addEventListener('statechange', () => {
      // Installed while an older version controls this page: it waits for the player.
      if (worker.state === 'installed' && sw.controller) prompt(worker, NEW);
    });
  }

  sw.addEventListener('controllerchange', () => {
    root.dataset.sw = 'controlled';
    if (reloading) {
      window.location.reload();
    } else if (root.dataset.swFirst === 'done') {
      // Another tab chose the new version: this page still runs the old one.
      prompt(null, 'Q Branch was updated in another tab. Reload to use the new version.');
    }
    root.dataset.swFirst = 'done';
  });
  if (sw.controller) root.dataset.swFirst = 'done';

  window.addEventListener('load', async () => {
    try {
      const reg = await sw.register('./sw.js', { scope: './' });
      if (root.dataset.sw === 'none') root.dataset.sw = 'registered';
      if (reg.waiting && sw.controller) prompt(reg.waiting, NEW);
      if (reg.installing) watch(reg.installing);
      reg.addEventListener('updatefound', () => {
        if (reg.installing) watch(reg.installing);
      });
      // Look for a new version whenever the app comes back to the screen, and hourly.
      const check = () => reg.update().catch(() => {});
      document.addEventListener('visibilitychange', () => {
        if (document.visibilityState === 'visible') check();
      });
      setInterval(check, 60 * 60 * 1000);
    } catch (e) {
      root.dataset.sw = 'failed';
      console.warn('Q Branch: offline support is unavailable:', e);
    }
  });
})();
