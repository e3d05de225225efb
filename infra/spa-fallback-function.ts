/**
 * CloudFront Function (viewer request, default behaviour only) that serves
 * the SPA's index.html for client-side routes such as `/students/123`.
 * Rewriting extensionless paths here, instead of mapping S3's 403/404 to
 * index.html with distribution error responses, keeps real errors real: the
 * `/api/*` behaviour never runs this code, so an API 404 or 403 reaches the
 * browser unchanged, and a missing `/assets/x.js` stays a 404-class error
 * rather than HTML served as JavaScript.
 */
export const spaFallbackFunctionCode = `function handler(event) {
  var request = event.request;
  var lastSegment = request.uri.substring(request.uri.lastIndexOf('/') + 1);
  if (lastSegment.indexOf('.') === -1) {
    request.uri = '/index.html';
  }
  return request;
}`;
