import { edgeHeaderNames } from '../functions/platform/edge-headers';

/**
 * CloudFront Function (viewer request, `/api/*` behaviour):
 * - treats `/api/subjects/` as `/api/subjects` (docs/architecture.md#calls: clients call both), because
 *   API Gateway matches route paths exactly; the local runtime applies the
 *   same rule (`withoutTrailingSlash` in functions/local/http-server.ts);
 * - writes the viewer's IP address into the viewer-address header, replacing
 *   any value the viewer sent, so the API's per-client sign-in limits count
 *   the real client, not CloudFront (API Gateway's sourceIp is CloudFront's).
 *   A header the function sets cannot be forged, whichever headers the origin
 *   request policy forwards; the local adapter sets it from the socket.
 */
export const apiViewerRequestFunctionCode = `function handler(event) {
  var request = event.request;
  var uri = request.uri;
  if (uri.length > 5 && uri.charAt(uri.length - 1) === '/') {
    request.uri = uri.substring(0, uri.length - 1);
  }
  request.headers['${edgeHeaderNames.viewerAddress}'] = { value: event.viewer.ip };
  return request;
}`;
