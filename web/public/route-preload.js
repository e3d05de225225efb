/*
 * Issue 18: starts downloading the chunks of the page being opened while the
 * app's entry is still downloading, instead of after it has run (the router
 * finds them only then). index.html carries the build's map from each address
 * to its chunks (web/route-preload-plugin.ts). A signed-out visitor is sent
 * from a signed-in page to the login page, so nothing is fetched for it.
 * A signed-in page also starts the worker that loads the browser's
 * formatting data off the main thread (intl-warm-up.js).
 */
/* global document, localStorage, location, Worker */
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
  var path = location.pathname;
  for (var i = 0; i < map.routes.length; i++) {
    var route = map.routes[i];
    if (!new RegExp(route.pattern).test(path)) continue;
    if (route.signedIn && !signedIn) return;
    // Signed-in pages show dates, times and money: load the formatting data off the main thread
    // (intl-warm-up.js; web/src/lib/formatting-warm-up.ts names the same script).
    if (route.signedIn && typeof Worker === 'function') new Worker('/intl-warm-up.js');
    for (var j = 0; j < route.chunks.length; j++) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = '/assets/' + map.files[route.chunks[j]];
      document.head.appendChild(link);
    }
    return;
  }
})();
