// The entry loader of a painted document (a prerendered page or a remote route's skeleton), emitted
// as it is written here, under a content hash, beside the shell's build (scripts/rspack-app.mjs,
// EntryManifestPlugin). The document names the shell's entry scripts, and the chunks a remote route
// needs next, with an inert `type` (`aboki/entry`, `aboki/preload`): not fetched, not run, while the
// service worker still reads their `src` and `integrity`. Once the page has painted, this starts
// them, each with its digest. Everything the first paint shows is in the HTML; fetching and running
// ~100 KiB of code before it only delays it on a slow phone (decision 0036).
// A plain script without imports: it must not need the code it starts.
/* global document, requestAnimationFrame */
(function () {
  var started = false;

  function inert(type) {
    return document.querySelectorAll('script[type="' + type + '"]');
  }

  function start() {
    if (started) return;
    started = true;
    var entries = inert('aboki/entry');
    for (var i = 0; i < entries.length; i++) {
      var script = document.createElement('script');
      script.src = entries[i].getAttribute('src');
      var digest = entries[i].getAttribute('integrity');
      if (digest) script.setAttribute('integrity', digest);
      // In document order, as `defer` would have run them.
      script.async = false;
      document.head.appendChild(script);
    }
    // Fetched beside the entry instead of one round trip after it runs; the entry's chunk loader
    // then finds them downloaded (the same URL and digest).
    var preloads = inert('aboki/preload');
    for (var j = 0; j < preloads.length; j++) {
      var link = document.createElement('link');
      link.rel = 'preload';
      link.setAttribute('as', 'script');
      link.href = preloads[j].getAttribute('src');
      var preloadDigest = preloads[j].getAttribute('integrity');
      if (preloadDigest) link.setAttribute('integrity', preloadDigest);
      document.head.appendChild(link);
    }
  }

  // After the frame that follows the paint, so the entry's first task does not delay its display.
  function afterPaint() {
    requestAnimationFrame(function () {
      setTimeout(start, 0);
    });
  }

  // A hidden tab paints nothing: there the code starts at once.
  if (document.visibilityState === 'hidden') return start();
  document.addEventListener('visibilitychange', function () {
    if (document.visibilityState === 'hidden') start();
  });
  try {
    new PerformanceObserver(function (list, observer) {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      afterPaint();
    }).observe({ type: 'paint', buffered: true });
  } catch {
    // No paint timing in this browser: the next frame is the best sign of a paint.
    afterPaint();
  }
  // Whatever happens to the paint, the page becomes usable.
  setTimeout(start, 3000);
})();
