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

type Trapped = Window & { e2eTrap?: { inside: boolean[]; stop: () => void } };

/**
 * Presses Tab more times than `container` has controls, then Shift+Tab as many: the focus must
 * stay inside it after every press (a modal dialog or menu traps it). The page notes where the
 * focus is as each press begins (where the one before left it), and the notes are read once after
 * the last press: one call to the page in all, instead of one after each press.
 */
export async function expectFocusTrapped(page: Page, container: Locator) {
  const controls = await container.evaluate(
    (element, selector) => element.querySelectorAll(selector).length,
    TABBABLE,
  );
  expect(controls).toBeGreaterThan(0);
  await container.evaluate((element) => {
    const inside: boolean[] = [];
    const note = (event: KeyboardEvent) => {
      if (event.key === 'Tab') inside.push(element.contains(document.activeElement));
    };
    window.addEventListener('keydown', note, { capture: true });
    (window as Trapped).e2eTrap = {
      inside,
      stop: () => window.removeEventListener('keydown', note, { capture: true }),
    };
  });
  const presses = ['Tab', 'Shift+Tab'].flatMap((key) =>
    Array.from({ length: controls + 3 }, (_, index) => `${key} ×${index + 1}`),
  );
  for (const press of presses) await page.keyboard.press(press.split(' ')[0]!);
  // The note as the first press began is where the focus started; the last press's, read now.
  const inside = await container.evaluate((element) => {
    const trap = (window as Trapped).e2eTrap!;
    trap.stop();
    return [...trap.inside.slice(1), element.contains(document.activeElement)];
  });
  expect(inside).toHaveLength(presses.length);
  const left = presses.filter((_, index) => !inside[index]);
  expect(left, `the presses after which the focus was out of ${container.toString()}`).toEqual([]);
}

/** One stop of the focus: what has it, and how it shows. */
export type FocusStop = {
  /** The element's place among the page's controls listed before the walk; -1 when not listed. */
  index: number;
  description: string;
  /** An outline of at least 2 px on it, its label or the chip after it. */
  ring: boolean;
  /** Rendered, not hidden from view, and at least partly on screen. */
  shown: boolean;
  inMain: boolean;
};

type Control = { description: string; inMain: boolean };

/**
 * The page's keyboard controls in document order, as Tab should visit them: enabled, rendered,
 * not inert, and of a group of radio buttons only the checked one. Each is numbered for
 * `walkTabCycle` (in a property of the window, so that the page is not changed).
 */
async function listControls(page: Page): Promise<Control[]> {
  return page.evaluate((selector) => {
    type Numbered = Window & { e2eControls?: WeakMap<Element, number> };
    const controls = [...document.querySelectorAll<HTMLElement>(selector)].filter(
      (element) =>
        element.tabIndex >= 0 &&
        element.checkVisibility({ visibilityProperty: true }) &&
        !element.closest('[inert]') &&
        !(
          element instanceof HTMLInputElement &&
          element.type === 'radio' &&
          !element.checked &&
          element.form?.querySelector(`input[type="radio"][name="${element.name}"]:checked`)
        ),
    );
    (window as Numbered).e2eControls = new WeakMap(
      controls.map((element, index) => [element, index]),
    );
    return controls.map((element) => ({
      description: `<${element.localName}> ${element.textContent.trim().slice(0, 40)}`,
      inMain: element.closest('main') !== null,
    }));
  }, `${TABBABLE}, summary`);
}

type Noted = Window & {
  e2eControls?: WeakMap<Element, number>;
  e2eStops?: Promise<FocusStop | null>[];
  e2eFocusStop?: () => Promise<FocusStop | null>;
};

/**
 * Makes the page note where the focus is as each press of Tab begins, which is where the press
 * before it left the focus (null when it had left the page, back on body). The notes are read by
 * `readStops`: one call to the page for many presses instead of one after each.
 */
async function noteStops(page: Page): Promise<void> {
  await page.evaluate(() => {
    // The part of it on screen: inside the viewport and every box around it that clips.
    const onScreen = (element: Element) => {
      const box = element.getBoundingClientRect();
      let [left, top, right, bottom] = [
        Math.max(box.left, 0),
        Math.max(box.top, 0),
        Math.min(box.right, window.innerWidth),
        Math.min(box.bottom, window.innerHeight),
      ];
      for (let parent = element.parentElement; parent; parent = parent.parentElement) {
        if (getComputedStyle(parent).overflow === 'visible') continue;
        const clip = parent.getBoundingClientRect();
        [left, top, right, bottom] = [
          Math.max(left, clip.left),
          Math.max(top, clip.top),
          Math.min(right, clip.right),
          Math.min(bottom, clip.bottom),
        ];
      }
      return right - left > 1 && bottom - top > 1;
    };
    // Where each control was on screen while it had the focus, looked at over the frames after
    // it got it: a form's messages that appear later (its checks load on first use) may push a
    // control that the focus brought into view out of it again before the next press.
    const seen = new WeakSet<Element>();
    document.addEventListener('focusin', (event) => {
      const target = event.target;
      if (!(target instanceof Element)) return;
      const until = performance.now() + 2000;
      const look = () => {
        if (onScreen(target)) seen.add(target);
        else if (document.activeElement === target && performance.now() < until)
          requestAnimationFrame(look);
      };
      requestAnimationFrame(look);
    });
    const focusStop = async (): Promise<FocusStop | null> => {
      let active = document.activeElement;
      if (!active || active === document.body) return null;
      const index = (window as Noted).e2eControls?.get(active) ?? -1;
      // A web component's own control (the captcha's checkbox).
      while (active.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
      const outlined = (node: Element | null) => {
        if (!node) return false;
        const style = getComputedStyle(node);
        return style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2;
      };
      const inShadow = active.getRootNode() instanceof ShadowRoot;
      const ring =
        outlined(active) ||
        outlined(active.closest('label')) ||
        outlined(active.nextElementSibling) ||
        // The captcha's checkbox shows the browser's own ring inside its shadow root.
        (inShadow && active.matches(':focus-visible'));
      // A list that scrolls smoothly (a carousel) brings the control into view over some frames:
      // waited for, up to two seconds.
      const until = performance.now() + 2000;
      while (!seen.has(active) && !onScreen(active) && performance.now() < until) {
        await new Promise((resolve) => requestAnimationFrame(resolve));
      }
      const shown =
        active.checkVisibility({ visibilityProperty: true }) &&
        !active.closest('[aria-hidden="true"]') &&
        (seen.has(active) || onScreen(active));
      const label = active.getAttribute('aria-label') ?? active.textContent.trim().slice(0, 40);
      return {
        index,
        description: `<${active.localName}> ${label}`,
        ring,
        shown,
        inMain: active.closest('main') !== null,
      };
    };
    const stops: Promise<FocusStop | null>[] = [];
    Object.assign(window as Noted, { e2eStops: stops, e2eFocusStop: focusStop });
    window.addEventListener(
      'keydown',
      (event) => {
        if (event.key === 'Tab') stops.push(focusStop());
      },
      { capture: true },
    );
  });
}

/** Where each press so far left the focus: the notes after the first press's, and now. */
async function readStops(page: Page): Promise<(FocusStop | null)[]> {
  return page.evaluate(async () => {
    const { e2eStops = [], e2eFocusStop } = window as Noted;
    return Promise.all([...e2eStops.slice(1), e2eFocusStop!()]);
  });
}

/**
 * Presses Tab from the top of the page until the focus leaves it (at most `max` times), and
 * returns where it stopped, and the controls the page had before the first press. It presses once
 * for each control and once more to leave the page before it reads the notes (`noteStops`), then
 * (a web component's own controls are not listed) once at a time until the focus has left.
 */
export async function walkTabCycle(page: Page, { max = 400 } = {}) {
  const controls = await listControls(page);
  await noteStops(page);
  let noted: (FocusStop | null)[] = [];
  for (let batch = controls.length + 1; noted.length < max; batch = 1) {
    for (let press = 0; press < Math.min(batch, max - noted.length); press += 1) {
      await page.keyboard.press('Tab');
    }
    noted = await readStops(page);
    const left = noted.indexOf(null);
    if (left >= 0) return { controls, stops: noted.slice(0, left) as FocusStop[], left: true };
  }
  return { controls, stops: noted as FocusStop[], left: false };
}
