/**
 * CloudFront Function (viewer request, `/api/*` behaviour) that treats
 * `/api/subjects/` as `/api/subjects` (spec §7 calls both), because API
 * Gateway matches route paths exactly. The local runtime applies the same
 * rule (`withoutTrailingSlash` in functions/local/http-server.ts).
 */
export const apiTrailingSlashFunctionCode = `function handler(event) {
  var request = event.request;
  var uri = request.uri;
  if (uri.length > 5 && uri.charAt(uri.length - 1) === '/') {
    request.uri = uri.substring(0, uri.length - 1);
  }
  return request;
}`;
