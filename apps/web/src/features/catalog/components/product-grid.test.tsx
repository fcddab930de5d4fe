import { LIMITS, productImageUrls, type Product } from '@curio/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithRouter } from '@/testing/render-with-router';
import { ProductGrid } from './product-grid';

function product(id: number, overrides: Partial<Product> = {}): Product {
  const images = productImageUrls(`key${id}`);
  return {
    id,
    name: `Product ${id}`,
    price: 12.5,
    description: '',
    productLink: null,
    platform: null,
    sizes: [],
    colors: [],
    categories: [],
    imageUrl: images.detail,
    imageUrls: [images.detail],
    images: [images],
    user: { id: 1, username: 'seller', profilePicture: null },
    createdAt: '2025-02-10T00:00:00.000Z',
    updatedAt: '2025-02-10T00:00:00.000Z',
    ...overrides,
  };
}

function renderGrid(products: Product[] | undefined) {
  return renderWithRouter([
    {
      path: '/',
      element: <ProductGrid products={products} skeletonCount={LIMITS.homeSkeletonCount} />,
    },
  ]);
}

describe('ProductGrid', () => {
  it('shows 15 skeleton cards while loading', async () => {
    renderGrid(undefined);
    const loading = await screen.findByRole('status', { name: 'Loading products' });
    expect(loading.children).toHaveLength(15);
  });

  it('shows the empty-state text', async () => {
    renderGrid([]);
    expect(await screen.findByText('No products found.')).toBeInTheDocument();
  });

  it('links each card to its product with a 150×150 card image and the price', async () => {
    renderGrid([product(7)]);

    const link = await screen.findByRole('link', { name: /Product 7/ });
    expect(link).toHaveAttribute('href', '/products/7');
    const image = within(link).getByRole('img', { name: 'Product 7' });
    expect(image).toHaveAttribute('src', '/media/products/key7-150.webp');
    expect(image).toHaveAttribute(
      'srcset',
      '/media/products/key7-150.webp 1x, /media/products/key7-300.webp 2x',
    );
    expect(image).toHaveAttribute('width', '150');
    expect(image).toHaveAttribute('height', '150');
    expect(image).toHaveClass('object-cover');
    expect(within(link).getByText('CN¥12.50')).toBeInTheDocument();
  });

  it('loads the first row eagerly and the rest lazily', async () => {
    renderGrid(Array.from({ length: 10 }, (_, index) => product(index + 1)));

    const images = await screen.findAllByRole('img');
    expect(images.slice(0, 7).map((image) => image.getAttribute('loading'))).toEqual(
      Array(7).fill('eager'),
    );
    expect(images.slice(7).map((image) => image.getAttribute('loading'))).toEqual(
      Array(3).fill('lazy'),
    );
    // The first row on a phone, the page's largest paint, is fetched first.
    expect(images.map((image) => image.getAttribute('fetchpriority'))).toEqual([
      'high',
      'high',
      ...Array(8).fill(null),
    ]);
  });

  it('shows a labelled placeholder for a product without images', async () => {
    renderGrid([product(3, { images: [] })]);
    expect(await screen.findByRole('img', { name: 'No image available' })).toBeInTheDocument();
  });
});
