type QueryValue = string | number | boolean | readonly string[] | null | undefined;

/**
 * `?a=1&list=x,y` from an object: lists are comma-joined (the API's comma lists), and undefined,
 * null, empty texts and empty lists are left out. Keys keep their order. '' when nothing is left.
 */
export function toQueryString(values: Record<string, QueryValue>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined || value === null) continue;
    const text = typeof value === 'object' ? value.join(',') : String(value);
    if (text !== '') search.set(key, text);
  }
  const query = search.toString();
  return query ? `?${query}` : '';
}

/**
 * `?…` of URL search parameters, keeping commas readable (`categories=Hoodies,Jackets`): commas
 * need no escaping in a query string, and the comma lists of the spec read better without it.
 */
export function toSearchString(params: URLSearchParams): string {
  const query = params.toString().replace(/%2C/gi, ',');
  return query ? `?${query}` : '';
}
