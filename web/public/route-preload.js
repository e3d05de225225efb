/*
 * Issue 18: starts downloading the chunks of the page being opened while the
 * app's entry is still downloading, instead of after it has run (the router
 * finds them only then). index.html carries the build's map from each address
 * to its chunks (web/route-preload-plugin.ts). A signed-out visitor is sent
 * from a signed-in page to the login page, so nothing is fetched for it.
 * A signed-in page also starts the worker that loads the browser's
 * formatting data off the main thread (intl-warm-up.js).
 */
/* global document, localStorage, location, setTimeout, Worker */
(function preloadRouteChunks() {
  var data = document.getElementById('route-chunks');
  if (!data) return;
  var map = JSON.parse(data.textContent || '{}');
  var signedIn = false;
  try {
    signedIn = Boolean(localStorage.getItem('token'));
  } catch {
    // No storage: treated as signed out.
  }
  // Each link starts a request on the main thread (about half a millisecond here, four times that on
  // a phone): a few per task, so that no task holds a phone's main thread for long (issue 18).
  var linksPerTask = 6;
  function addLinks(chunks, from) {
    for (var j = from; j < chunks.length && j < from + linksPerTask; j++) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = '/assets/' + map.files[chunks[j]];
      document.head.appendChild(link);
    }
    if (from + linksPerTask < chunks.length) setTimeout(addLinks, 0, chunks, from + linksPerTask);
  }
  var path = location.pathname;
  for (var i = 0; i < map.routes.length; i++) {
    var route = map.routes[i];
    if (!new RegExp(route.pattern).test(path)) continue;
    if (route.signedIn && !signedIn) return;
    addLinks(route.chunks, 0);
    // Signed-in pages show dates, times and money: load the formatting data off the main thread
    // (intl-warm-up.js; web/src/lib/formatting-warm-up.ts names the same script). Starting a worker
    // takes a few milliseconds of the main thread too: in a task of its own.
    if (route.signedIn && typeof Worker === 'function')
      setTimeout(function startFormattingWorker() {
        new Worker('/intl-warm-up.js');
      }, 0);
    return;
  }
})();
