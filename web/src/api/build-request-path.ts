/** A query value the API understands; `undefined` and `null` leave the key out. */
export type QueryValue = string | number | boolean | null | undefined;

/**
 * Fills the `{name}` placeholders of a route-table path. Every value is
 * URI-encoded so an id can never add a path segment, and a missing value
 * throws instead of calling a wrong URL.
 */
export function fillPathParams(path: string, params: Readonly<Record<string, string | number>> = {}): string {
  return path.replace(/\{([A-Za-z0-9_]+)\}/g, (_placeholder, name: string) => {
    const value = params[name];
    if (value === undefined || value === '') {
      throw new Error(`Missing path parameter "${name}" for ${path}`);
    }
    return encodeURIComponent(String(value));
  });
}

/** `?a=1&b=x` from an object, skipping empty values; '' when nothing is left. */
export function buildQueryString(query: Readonly<Record<string, QueryValue>> | undefined): string {
  if (!query) return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    search.append(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}
