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
/**
 * Each modulepreload link starts its fetch as it is added, about a millisecond of main thread each here
 * (23 links on the family's home were one task of 25 to 35 ms, four times that on Lighthouse's phone):
 * a few per task. The first batch goes at once, the rest in the tasks just after, still well before the
 * app's entry has downloaded and run. A link already there is not added again: the app's own dynamic
 * imports (Vite's preload helper) add theirs when they run first (an entry already cached), and find
 * these when they run after.
 */
function addPreloadLinks(hrefs) {
  var perTask = 4;
  var present = {};
  var links = document.querySelectorAll('link[rel="modulepreload"]');
  for (var k = 0; k < links.length; k++) present[links[k].href] = true;
  var batch = hrefs.slice(0, perTask);
  for (var j = 0; j < batch.length; j++) {
    var link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = batch[j];
    if (!present[link.href]) document.head.appendChild(link);
  }
  if (hrefs.length > perTask) {
    setTimeout(function () {
      addPreloadLinks(hrefs.slice(perTask));
    }, 0);
  }
}

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
    // (intl-warm-up.js; web/src/lib/formatting-warm-up.ts names the same script). First, so that its
    // script is asked for before the page's chunks: started after them (in a task of its own, as
    // before stop 31), it was still loading when the page's code made its first formatter, and the
    // main thread loaded the data itself (40-55 ms of one task on the family's home).
    if (route.signedIn && typeof Worker === 'function') new Worker('/intl-warm-up.js');
    addPreloadLinks(
      route.chunks.map(function (chunk) {
        return '/assets/' + map.files[chunk];
      }),
    );
    return;
  }
})();
