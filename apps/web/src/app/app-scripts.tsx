import { Scripts } from 'react-router';

const HOLDER_ID = 'app-scripts';

/**
 * Runs where it stands in the page: React Router's context script at once (the page's data,
 * streamed in the scripts that follow, goes through it), and the app's modules (module script and
 * preloads) once the browser reports the page's first contentful paint, so that on a slow
 * connection the page's text and styles come first, not ≈ 150 KiB of scripts. Where paints are
 * not reported, two frames after this script; hidden tabs paint nothing: a timer starts them
 * there. Written for every browser the app supports, as it is sent.
 */
const START_SCRIPT = `(function () {
  var holder = document.getElementById('${HOLDER_ID}');
  if (!holder) return;
  var parts = document.createRange().createContextualFragment(holder.textContent || '');
  var now = [];
  var later = [];
  Array.prototype.forEach.call(parts.children, function (element) {
    (element.tagName === 'SCRIPT' && !element.type ? now : later).push(element);
  });
  now.forEach(function (element) { document.head.appendChild(element); });
  var started = false;
  function start() {
    if (started) return;
    started = true;
    later.forEach(function (element) { document.head.appendChild(element); });
  }
  try {
    if (PerformanceObserver.supportedEntryTypes.indexOf('paint') < 0) throw new Error('no paints');
    new PerformanceObserver(function (list) {
      if (list.getEntriesByName('first-contentful-paint').length > 0) start();
    }).observe({ type: 'paint', buffered: true });
  } catch (error) {
    requestAnimationFrame(function () { requestAnimationFrame(function () { setTimeout(start, 0); }); });
  }
  setTimeout(start, 1000);
})();`;

/**
 * React Router's scripts, started after the first paint (decision 020). They are written inside
 * `<noscript>`, where the browser neither runs nor fetches them (and React does not hoist their
 * preloads into the head); the script after them takes them out and runs them. Readers without
 * JavaScript see nothing of either. The page's policy allows them by their hashes, like every
 * inline script (apps/server pages/inline-scripts.ts).
 */
export function AppScripts() {
  return (
    <>
      <noscript id={HOLDER_ID}>
        <Scripts />
      </noscript>
      {/* React leaves a server-rendered script's text as it is when it takes the page over: the
          browser's copy of the app need not carry it (first-page JavaScript, decision 022). */}
      <script
        suppressHydrationWarning
        dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? START_SCRIPT : '' }}
      />
    </>
  );
}
