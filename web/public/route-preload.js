/*
 * Issue 18: starts downloading the chunks of the page being opened while the
 * app's entry is still downloading, instead of after it has run (the router
 * finds them only then). index.html carries the build's map from each address
 * to its chunks (web/route-preload-plugin.ts). A signed-out visitor is sent
 * from a signed-in page to the login page, so nothing is fetched for it.
 */
/* global document, localStorage, location */
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
    for (var j = 0; j < route.chunks.length; j++) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = '/assets/' + map.files[route.chunks[j]];
      document.head.appendChild(link);
    }
    return;
  }
})();
