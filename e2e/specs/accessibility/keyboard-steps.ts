import { expect, type Locator, type Page } from "@playwright/test";

/** Steps of the keyboard-only specs: no mouse, and the focus must be seen to move. */

/** What has the focus, as a short description for messages. */
export async function focusedElement(page: Page): Promise<string> {
  return page.evaluate(() => {
    const active = document.activeElement;
    if (!active || active === document.body) return "nothing";
    const name = active.getAttribute("aria-label") ?? active.textContent?.trim().slice(0, 40);
    return `${active.tagName.toLowerCase()} "${name ?? ""}"`;
  });
}

/**
 * Presses Tab (or Shift+Tab) until `target` has the focus, as a person would, and checks that
 * each press moved the focus somewhere new and that the target shows it (:focus-visible).
 */
export async function tabTo(
  page: Page,
  target: Locator,
  { backwards = false, maxPresses = 40 } = {},
) {
  const seen: string[] = [];
  for (let press = 0; press < maxPresses; press += 1) {
    if (await isFocused(target)) {
      await expect(target).toBeFocused();
      await expectFocusVisible(target);
      return;
    }
    await page.keyboard.press(backwards ? "Shift+Tab" : "Tab");
    seen.push(await focusedElement(page));
  }
  throw new Error(`Tab never reached the target; the focus went through:\n${seen.join("\n")}`);
}

async function isFocused(target: Locator): Promise<boolean> {
  return target.evaluate((element) => element === document.activeElement).catch(() => false);
}

/**
 * The element has the focus and the browser draws it (keyboard focus, :focus-visible). Waited
 * for, both at once: a box that hands over to another (the header search's placeholder to the
 * real one) has the focus move on between two looks.
 */
export async function expectFocusVisible(target: Locator) {
  await expect(target).toBeFocused();
  await expect
    .poll(() =>
      target.evaluate(
        (element) => element === document.activeElement && element.matches(":focus-visible"),
      ),
    )
    .toBe(true);
}

/**
 * Presses ArrowDown in `combobox` until `option` is its highlighted suggestion, the focus staying
 * in the box. Each press is seen to land (the box's active descendant changes) before the next,
 * so a slow render cannot make the loop press past the option.
 */
export async function arrowDownTo(
  page: Page,
  combobox: Locator,
  option: Locator,
  { maxPresses = 10 } = {},
) {
  for (let press = 0; press < maxPresses; press += 1) {
    if ((await option.getAttribute("data-combobox-selected")) !== null) return;
    const before = await combobox.getAttribute("aria-activedescendant");
    await page.keyboard.press("ArrowDown");
    await expect.poll(() => combobox.getAttribute("aria-activedescendant")).not.toBe(before);
  }
  throw new Error(`ArrowDown never reached the option in ${maxPresses} presses`);
}
