import createClient from 'openapi-fetch';
import type { components, paths } from './generated/api';

/**
 * Calls a client of the API makes, written against the types that `npm run openapi:check`
 * generates from the server's OpenAPI description. Never run, only typechecked: when a route's
 * parameters, body or replies drift from what these calls rely on, the check fails.
 */
const api = createClient<paths>({ baseUrl: 'http://localhost:3000' });

type ErrorBody = components['schemas']['ErrorBody'];

/** An error reply, whatever its status: the shared error body. */
function describeError(error: ErrorBody): string {
  const fields = Object.entries(error.fieldErrors ?? {}).map(
    ([field, text]) => `${field}: ${text}`,
  );
  return [`${String(error.status)} ${error.message}`, ...fields].join('\n');
}

export async function cheapestShoes(): Promise<string[]> {
  const { data, error } = await api.GET('/api/products', {
    params: { query: { name: 'shoes', maxPrice: 50, sort: 'price_asc', page: 0, size: 24 } },
  });
  if (error) return [describeError(error)];
  return data.content.map((product) => `${product.name}: ${String(product.price)}`);
}

export async function productWithSeller(id: number): Promise<string> {
  const { data, error } = await api.GET('/api/products/{id}', {
    params: { path: { id } },
  });
  if (error) return describeError(error);
  return `${data.name} by ${data.user.username}`;
}

/** A session token, or the challenge of the two-factor step. */
export async function signIn(username: string, password: string): Promise<string> {
  const { data, error } = await api.POST('/api/accounts/signin', {
    body: { username, password },
  });
  if (error) return describeError(error);
  return 'token' in data ? data.token : data.challenge;
}

export async function addProduct(token: string): Promise<number | string> {
  const { data, error } = await api.POST('/api/products', {
    headers: { Authorization: `Bearer ${token}` },
    body: {
      name: 'Linen shirt',
      price: 25,
      productLink: 'https://item.taobao.com/item.htm?id=1',
      colors: ['White'],
      sizes: ['M'],
      categories: ['Shirts'],
      imageUrls: [],
    },
  });
  if (error) return describeError(error);
  return data.id;
}

/** "kicks" also finds sneakers: a one-way synonym rule of the search (admins only). */
export async function addSynonym(token: string): Promise<string> {
  const { data, error } = await api.POST('/api/admin/synonyms', {
    headers: { Authorization: `Bearer ${token}` },
    body: { terms: ['kicks'], mapsTo: ['sneakers'] },
  });
  if (error) return describeError(error);
  return `${String(data.id)}: ${data.terms.join(', ')} → ${(data.mapsTo ?? []).join(', ')}`;
}

/** A dry run of a CSV import: the multipart body's file parts, sent as FormData. */
export async function checkImport(token: string, csv: Blob): Promise<string> {
  const { data, error } = await api.POST('/api/products/import/dry-run', {
    headers: { Authorization: `Bearer ${token}` },
    body: { file: 'products.csv' },
    bodySerializer: () => {
      const form = new FormData();
      form.append('file', csv, 'products.csv');
      return form;
    },
  });
  if (error) return describeError(error);
  return `${String(data.valid)} of ${String(data.total)} rows are valid`;
}

export async function signOut(token: string): Promise<boolean> {
  const { response } = await api.POST('/api/accounts/signout', {
    headers: { Authorization: `Bearer ${token}` },
  });
  return response.status === 204;
}

export async function refused(): Promise<void> {
  // @ts-expect-error: no such sort order
  await api.GET('/api/products', { params: { query: { sort: 'cheapest' } } });
  await api.POST('/api/products', {
    // @ts-expect-error: a product needs a name
    body: { price: 1, productLink: '', colors: [], sizes: [], categories: [], imageUrls: [] },
  });
  // @ts-expect-error: an import needs its CSV part
  await api.POST('/api/products/import/dry-run', { body: { images: 'images.zip' } });
}
