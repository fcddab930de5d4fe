import { expect, type ElementHandle, type Locator, type Page } from '@playwright/test';

/** Whether the element has the focus; undefined once React has replaced it (found again then). */
const hasFocus = (element: ElementHandle | null) =>
  element
    ?.evaluate((node) => (node.isConnected ? node === document.activeElement : undefined))
    .catch(() => undefined);

/**
 * Presses Tab (or Shift+Tab) until `target` has the focus, as a keyboard user would; fails when
 * it is not reached in `max` presses (it is then not reachable by keyboard). The target is found
 * once, not after every press: a role and name query over the page costs more than the press.
 */
export async function tabTo(page: Page, target: Locator, { max = 80, backwards = false } = {}) {
  const find = () => target.elementHandle({ timeout: 250 }).catch(() => null);
  let element = await find();
  for (let presses = 0; presses < max; presses += 1) {
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    let focused = await hasFocus(element);
    if (focused === undefined) {
      element = await find();
      focused = await hasFocus(element);
    }
    if (focused) return;
  }
  throw new Error(`${target.toString()} was not reached with ${max} presses of Tab.`);
}

/** The focused element shows a focus ring (an outline, on itself or on the label around it). */
export async function expectVisibleFocus(target: Locator) {
  await expect(target).toBeFocused();
  const ring = await target.evaluate((element) => {
    const outlined = (node: Element | null) => {
      if (!node) return false;
      const style = getComputedStyle(node);
      return style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2;
    };
    // Visually hidden inputs (custom checkboxes, the file input) ring their label instead.
    const label = element.closest('label');
    const chip = element.nextElementSibling;
    return outlined(element) || outlined(label) || outlined(chip);
  });
  expect(ring, `${target.toString()} shows no focus ring`).toBe(true);
}

const TABBABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * Presses Tab more times than `container` has controls, then Shift+Tab as many: the focus must
 * stay inside it after every press (a modal dialog or menu traps it).
 */
export async function expectFocusTrapped(page: Page, container: Locator) {
  const controls = await container.evaluate(
    (element, selector) => element.querySelectorAll(selector).length,
    TABBABLE,
  );
  expect(controls).toBeGreaterThan(0);
  const inside = () => container.evaluate((element) => element.contains(document.activeElement));
  for (const key of ['Tab', 'Shift+Tab']) {
    for (let presses = 0; presses < controls + 3; presses += 1) {
      await page.keyboard.press(key);
      expect(await inside(), `${key} ×${presses + 1} left ${container.toString()}`).toBe(true);
    }
  }
}
