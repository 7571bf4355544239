/*
 * Tide Charts: sizes this page's Tide Charts iframes to their content.
 *
 * Paste once, anywhere in the page, beside the iframe snippet(s):
 *   <script src="https://<this site>/embed/resize.js" async></script>
 *
 * Each frame tells the page how tall its content is (a postMessage of
 * { type: 'tides-frame-height', height }); this script sets that height on the iframe it came
 * from, so a week that stacks in a narrow column, or a tide finder showing its results, is shown
 * whole and without an inner scroll bar. It trusts only frames from the site it was loaded from,
 * needs nothing else, and changes nothing but those iframes' heights. Without it, each iframe
 * keeps the height its snippet gives.
 */
(function () {
  'use strict';
  var MESSAGE = 'tides-frame-height';
  // No widget is taller than this; a larger figure is a mistake, not a reason to grow.
  var MAX_HEIGHT = 5000;
  var script = document.currentScript;
  var origin = script && script.src ? new URL(script.src, location.href).origin : null;
  if (!origin) return;

  window.addEventListener('message', function (event) {
    if (event.origin !== origin) return;
    var data = event.data;
    if (!data || data.type !== MESSAGE || typeof data.height !== 'number') return;
    if (!(data.height > 0)) return;
    var frames = document.getElementsByTagName('iframe');
    for (var index = 0; index < frames.length; index += 1) {
      var frame = frames[index];
      if (frame.contentWindow === event.source) {
        frame.style.height = Math.min(Math.ceil(data.height), MAX_HEIGHT) + 'px';
      }
    }
  });
})();
