import { test as base, expect } from "@playwright/test";
import { AccessibilityScanner, describeViolations } from "./accessibility-scan.ts";
import { e2eEnv } from "./e2e-env.ts";

export { expect };

/**
 * Playwright's `test` with an accessibility check around every test: each page the test visits,
 * in its own context or in any it opens, is scanned with axe-core once per route pattern, and a
 * serious or critical WCAG 2.1 A/AA violation fails the test. Specs import `test` from here
 * (Biome refuses it from "@playwright/test" in specs), so none can forget the check.
 */
export const test = base.extend<{ accessibilityCheck: undefined }>({
  accessibilityCheck: [
    // `context` first: its pages are still open when this fixture finishes, after the test.
    async ({ browser, context, baseURL }, use, testInfo) => {
      // On by default, in `npm test` too: the whole suite passed with it on 2026-11-28.
      // E2E_ACCESSIBILITY=off turns the scans off (to time the suite without them, or to watch
      // a test without the scans' waits for each page to settle).
      if (process.env.E2E_ACCESSIBILITY === "off") {
        await use(undefined);
        return;
      }
      const scanner = new AccessibilityScanner(new URL(baseURL ?? e2eEnv.baseUrl).origin);
      scanner.watch(context);
      const watchNew = (opened: typeof context) => scanner.watch(opened);
      browser.on("context", watchNew);
      await use(undefined);
      browser.off("context", watchNew);

      if (testInfo.status !== testInfo.expectedStatus) {
        scanner.abandon();
        return;
      }
      await scanner.finish();
      testInfo.annotations.push({
        type: "accessibility",
        description: `${scanner.scanCount} scans (${[...scanner.scannedRoutes].join(", ")}) in ${Math.round(scanner.scanMs)} ms`,
      });
      if (scanner.errors.length > 0) {
        throw new Error(`The accessibility scan failed:\n${scanner.errors.join("\n")}`);
      }
      if (scanner.violations.length > 0) {
        throw new Error(
          `Serious or critical accessibility violations (axe-core, WCAG 2.1 A/AA):\n${describeViolations(scanner.violations)}`,
        );
      }
    },
    // Its own time budget: the scans after a long test must not eat into the test's.
    { auto: true, timeout: 60_000 },
  ],
});
