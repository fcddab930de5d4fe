import type { Page } from './test';

/** The product cards of the home grid (not the recently viewed carousel). */
export const gridCards = (page: Page) =>
  page.getByRole('region', { name: /^(Products|Results for)/ }).locator('a[href^="/products/"]');
