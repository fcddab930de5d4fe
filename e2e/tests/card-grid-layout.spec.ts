import { expect, test, type Page } from './helpers/test';

/**
 * The cards after the grid's first row are laid out only near the screen (index.css
 * `.offscreen-card`); until then they stand in at a height of their own. A wrong one would put a
 * shopper coming back on another card, and make the scroll bar jump as they scroll.
 */

/** The height each card of the home grid has now, rendered or standing in. */
const cardHeights = (page: Page) =>
  page
    .locator('main ul')
    .first()
    .evaluate((grid) => [...grid.children].map((card) => card.getBoundingClientRect().height));

/** Scrolls the whole page down a screen at a time, so that every card is rendered once. */
async function scrollThrough(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y <= document.documentElement.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
    }
  });
}

for (const width of [320, 360, 412, 480, 768, 1280]) {
  test(`at ${String(width)} px, a card not yet shown stands in at the height it is shown at`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/');
    await expect(page.locator('main ul').first().locator('li').nth(20)).toBeAttached();
    const standingIn = await cardHeights(page);
    await scrollThrough(page);
    const shown = await cardHeights(page);
    expect(shown.length).toBeGreaterThan(20);
    for (const [index, height] of shown.entries()) {
      // A row is one line of text taller when a name in it takes two: within that, not a column
      // count or an image size off.
      expect(Math.abs((standingIn[index] ?? 0) - height), `card ${String(index + 1)}`).toBeLessThan(
        24,
      );
    }
  });
}

for (const width of [360, 412, 1280]) {
  test(`at ${String(width)} px, a shopper who opens a card far down the grid comes back to it`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/');
    await page.waitForFunction(() => document.documentElement.dataset.app === 'ready');
    const card = page.locator('main ul').first().locator('li').nth(40).getByRole('link');
    const name = (await card.getByRole('img').getAttribute('alt')) ?? '';
    await card.scrollIntoViewIfNeeded();
    await card.click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await page.goBack();
    await expect(page.getByRole('img', { name, exact: true }).first()).toBeInViewport();
  });
}
