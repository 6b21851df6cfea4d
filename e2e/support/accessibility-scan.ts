import { AxeBuilder } from "@axe-core/playwright";
import type { BrowserContext, Page, Request } from "@playwright/test";
import axe, { type Result } from "axe-core";

/**
 * axe-core for the page, injected once per document: AxeBuilder sends and compiles the whole
 * engine (about 600 kB) again at every scan otherwise.
 */
const axeOncePerDocument = `if (typeof window.axe === "undefined") {\n${axe.source}\n}`;

/** The WCAG 2.1 A and AA rules: what the product promises. */
const wcagTags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];
const failingImpacts = new Set(["serious", "critical"]);
/** How long a page may stay busy before it is scanned as it is. */
const settleTimeoutMs = 10_000;
/** Requests the page waits on before it shows its data: API calls and lazy-loaded code. */
const loadingResourceTypes = new Set(["fetch", "xhr", "script", "document", "stylesheet"]);

/**
 * Third-party drawings that are not ours to fix: the canvas internals of the map (MapLibre) and
 * the graph (sigma). Their surroundings (labels, controls, legends) are scanned.
 */
const thirdPartyInternals = [".maplibregl-canvas-container", ".sigma-container canvas"];

const dialogOpenedBinding = "__tierwiseDialogOpened";
/** Scans of one view begun again when the page went busy under them, before it is left. */
const scanAttempts = 3;

/** In the page: notes whether anything turns busy or disabled from now on (busyStateSeen). */
function watchForBusyStates() {
  const win = window as unknown as { __axeBusy?: { seen: boolean; observer: MutationObserver } };
  win.__axeBusy?.observer.disconnect();
  const state = {
    seen: false,
    observer: new MutationObserver((records) => {
      if (
        records.some((record) =>
          (record.target as Element).hasAttribute?.(record.attributeName ?? ""),
        )
      )
        state.seen = true;
    }),
  };
  state.observer.observe(document, {
    subtree: true,
    attributes: true,
    attributeFilter: ["aria-busy", "disabled", "data-disabled", "data-loading"],
  });
  win.__axeBusy = state;
}

/** In the page: whether watchForBusyStates saw a busy or disabled state begin; stops watching. */
function busyStateSeen(): boolean {
  const win = window as unknown as { __axeBusy?: { seen: boolean; observer: MutationObserver } };
  win.__axeBusy?.observer.disconnect();
  return win.__axeBusy?.seen ?? false;
}

/**
 * In the page, from its first script on: marks each modal dialog as it appears and tells the
 * scanner its id and accessible name.
 */
function watchDialogs(binding: string) {
  // Looked up at each call: the binding may arrive after this script has run.
  const report = (id: string, name: string) =>
    (window as unknown as Record<string, (id: string, name: string) => void>)[binding]?.(id, name);
  let next = 0;
  const nameOf = (dialog: Element) => {
    // Mantine labels a popover by its target, often an icon button named by its aria-label.
    const labelledBy = dialog.getAttribute("aria-labelledby");
    const labeller = labelledBy ? document.getElementById(labelledBy) : null;
    const label = labeller?.getAttribute("aria-label") ?? labeller?.textContent;
    return (dialog.getAttribute("aria-label") ?? label ?? "").trim();
  };
  new MutationObserver(() => {
    for (const dialog of document.querySelectorAll('[role="dialog"], [role="alertdialog"]')) {
      if (!(dialog instanceof HTMLElement) || dialog.dataset.axeDialog) continue;
      next += 1;
      dialog.dataset.axeDialog = String(next);
      report(String(next), nameOf(dialog));
    }
  }).observe(document, { childList: true, subtree: true });
}

/** A dialog's name without what differs between two of its kind (ids, numbers, titles). */
export function dialogKind(name: string): string {
  return name
    .split(":")[0]
    ?.replace(/[0-9a-f]{8}-[0-9a-f-]{27}/gi, ":id")
    .replace(/\d+/g, "N")
    .slice(0, 60) as string;
}

export type FoundViolation = {
  route: string;
  url: string;
  rule: string;
  impact: string;
  help: string;
  helpUrl: string;
  targets: string[];
};

/**
 * A page's address as a route pattern: ids and numbers become ":id", so a test that opens
 * several cases scans the case page once, while distinct pages are each scanned.
 */
export function routePattern(url: string): string {
  const { pathname } = new URL(url);
  return pathname
    .split("/")
    .map((segment) =>
      /^\d+$/.test(segment) ||
      /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(segment)
        ? ":id"
        : segment,
    )
    .join("/");
}

/**
 * True in the page once nothing says it is loading and no transition is under way, for two
 * frames in a row (a render right after the last response has had its chance). `wait` names
 * this wait, so a count left by an earlier one does not count.
 */
function pageLooksSettled(wait: string): boolean {
  const win = window as unknown as { __axeSettled?: { wait: string; frames: number } };
  const busy =
    document.readyState !== "complete" ||
    document.querySelector(
      '[aria-busy="true"], [role="progressbar"][aria-label="Loading page"], [role="status"][aria-label="Loading"]',
    ) !== null ||
    // A fading dialog or menu is half transparent: its contrast is not the one people read.
    document
      .getAnimations()
      .some(
        (animation) =>
          animation.playState === "running" &&
          animation.effect?.getComputedTiming().iterations !== Number.POSITIVE_INFINITY,
      );
  const before = win.__axeSettled?.wait === wait ? win.__axeSettled.frames : 0;
  win.__axeSettled = { wait, frames: busy ? 0 : before + 1 };
  return win.__axeSettled.frames >= 2;
}

/** Counts a page's loading requests in flight, so a scan waits for the data it shows. */
class PageLoad {
  private inFlight = new Set<Request>();
  private waiters: (() => void)[] = [];

  constructor(page: Page) {
    page.on("request", (request) => {
      if (loadingResourceTypes.has(request.resourceType())) this.inFlight.add(request);
    });
    const done = (request: Request) => {
      this.inFlight.delete(request);
      if (this.inFlight.size === 0) for (const wake of this.waiters.splice(0)) wake();
    };
    page.on("requestfinished", done);
    page.on("requestfailed", done);
  }

  get idle(): boolean {
    return this.inFlight.size === 0;
  }

  /** Resolves when no loading request is in flight, or false after `timeoutMs`. */
  whenIdle(timeoutMs: number): Promise<boolean> {
    if (this.idle) return Promise.resolve(true);
    return new Promise((resolve) => {
      const timer = setTimeout(() => resolve(false), timeoutMs);
      this.waiters.push(() => {
        clearTimeout(timer);
        resolve(true);
      });
    });
  }
}

/**
 * Scans every page of a test's browser contexts with axe-core, once per route pattern: in the
 * background when a page arrives at a new route, and at the end for routes still unscanned.
 * Scans run one at a time and in the top frame only (axe's legacy mode), because the default
 * mode opens a blank page in the context, which a test waiting for a popup would take for its own.
 */
export class AccessibilityScanner {
  readonly violations: FoundViolation[] = [];
  readonly scannedRoutes = new Set<string>();
  /** Scans that failed on a page that stayed where it was: axe itself broke there. */
  readonly errors: string[] = [];
  scanCount = 0;
  scanMs = 0;
  private readonly loads = new Map<Page, PageLoad>();
  private readonly pending = new Set<string>();
  private queue: Promise<void> = Promise.resolve();
  private stopped = false;

  private readonly origin: string;

  /** `origin`: the product's; other origins (the identity provider in SSO tests) are not ours. */
  constructor(origin: string) {
    this.origin = origin;
  }

  watch(context: BrowserContext) {
    for (const page of context.pages()) this.watchPage(page);
    context.on("page", (page) => this.watchPage(page));
    // A dialog is a view of its own that no address names: each kind is scanned as it opens.
    void context
      .exposeBinding(dialogOpenedBinding, ({ page }, id: string, name: string) =>
        this.scheduleDialog(page, id, name),
      )
      .then(() => context.addInitScript(watchDialogs, dialogOpenedBinding))
      .catch(() => undefined);
  }

  private watchPage(page: Page) {
    if (this.loads.has(page)) return;
    this.loads.set(page, new PageLoad(page));
    page.on("framenavigated", (frame) => {
      if (frame === page.mainFrame()) this.schedule(page);
    });
  }

  private schedule(page: Page) {
    const route = this.routeOf(page);
    if (!route || this.stopped || this.scannedRoutes.has(route) || this.pending.has(route)) return;
    this.pending.add(route);
    this.queue = this.queue.then(async () => {
      await this.scan(page, route);
      this.pending.delete(route);
    });
  }

  private scheduleDialog(page: Page, id: string, name: string) {
    const route = this.routeOf(page);
    if (!route || this.stopped) return;
    const view = `${route} › dialog "${dialogKind(name)}"`;
    if (this.scannedRoutes.has(view) || this.pending.has(view)) return;
    this.pending.add(view);
    this.queue = this.queue.then(async () => {
      await this.scan(page, route, false, { view, include: `[data-axe-dialog="${id}"]` });
      this.pending.delete(view);
    });
  }

  /** Waits for the background scans, then scans each open page whose route is still unscanned. */
  async finish(): Promise<void> {
    this.stopped = true;
    await this.queue;
    for (const page of this.loads.keys()) {
      const route = this.routeOf(page);
      if (route && !this.scannedRoutes.has(route)) await this.scan(page, route, true);
    }
  }

  /**
   * Stops scanning: a failed test's pages say nothing reliable. A scan under way is not waited
   * for (it may sit in a page that no longer answers); it ends quietly when the context closes.
   */
  abandon(): void {
    this.stopped = true;
  }

  /**
   * `final`: the test has ended, so nothing moves the page any more and a failure is axe's own;
   * in the background the test may reload or leave the page mid-scan, and the route is simply
   * scanned later.
   */
  private async scan(
    page: Page,
    route: string,
    final = false,
    /** A part of the page scanned alone, as its own view (an open dialog). */
    part?: { view: string; include: string },
  ): Promise<void> {
    const view = part?.view ?? route;
    if (page.isClosed() || this.scannedRoutes.has(view)) return;
    const started = performance.now();
    try {
      for (let attempt = 1; attempt <= scanAttempts; attempt += 1) {
        if (!(await this.settled(page, route))) return;
        // A file opened in the browser (a PDF, an image) is not a page of the app.
        if ((await page.evaluate(() => document.contentType)) !== "text/html") return;
        // A dialog closed before its turn came: the next one of its kind is scanned instead.
        if (part && (await page.locator(part.include).count()) === 0) return;
        await page.evaluate(watchForBusyStates);
        const builder = new AxeBuilder({ page, axeSource: axeOncePerDocument });
        if (part) builder.include(part.include);
        const results = await builder
          // Only the failures come back: passes and "needs review" would be half of the work.
          // (Before withTags: options() replaces the rules that withTags picks.)
          .options({ resultTypes: ["violations"] })
          .withTags(wcagTags)
          .exclude(thirdPartyInternals)
          .setLegacyMode()
          .analyze();
        // A scan that spanned a navigation mixed two pages: the new route gets its own.
        if (this.routeOf(page) !== route) return;
        if (part && (await page.locator(part.include).count()) === 0) return;
        // The test went on while axe read the page, into a busy or disabled state (a form
        // sending, its fields faded as inactive): what axe measured mixes two states. Again.
        if (await page.evaluate(busyStateSeen)) continue;
        this.scannedRoutes.add(view);
        this.scanCount += 1;
        for (const violation of results.violations) this.record(view, results.url, violation);
        return;
      }
    } catch (error) {
      if (final && !page.isClosed()) this.errors.push(`${route}: ${error}`);
    } finally {
      this.scanMs += performance.now() - started;
    }
  }

  /** Waits until the page at `route` has loaded what it shows; false once it has moved on. */
  private async settled(page: Page, route: string): Promise<boolean> {
    const deadline = Date.now() + settleTimeoutMs;
    const load = this.loads.get(page);
    while (Date.now() < deadline) {
      if (this.routeOf(page) !== route) return false;
      await load?.whenIdle(Math.max(0, deadline - Date.now()));
      const calm = await page
        .waitForFunction(pageLooksSettled, `${route} ${Date.now()} ${Math.random()}`, {
          polling: "raf",
          timeout: Math.max(1, deadline - Date.now()),
        })
        .then(
          () => true,
          () => false,
        );
      if (this.routeOf(page) !== route) return false;
      if (calm && (load?.idle ?? true)) return true;
    }
    // Still busy after the wait: scanned as it is, since that is what people see.
    return this.routeOf(page) === route;
  }

  private routeOf(page: Page): string | null {
    if (page.isClosed()) return null;
    const url = page.url();
    // Blank pages, data: documents and other sites are not the product's pages.
    return url.startsWith(`${this.origin}/`) ? routePattern(url) : null;
  }

  private record(route: string, url: string, violation: Result) {
    if (!failingImpacts.has(violation.impact ?? "")) return;
    this.violations.push({
      route,
      url,
      rule: violation.id,
      impact: violation.impact ?? "",
      help: violation.help,
      helpUrl: violation.helpUrl,
      // With axe's own words on each, e.g. the colours and ratio it measured: a violation seen
      // once in a long run must be readable without running it again.
      targets: violation.nodes.map((node) => {
        const message = [...node.any, ...node.all, ...node.none].find((check) => check.message);
        const where = node.target.join(" ");
        return message ? `${where}: ${message.message}` : where;
      }),
    });
  }
}

/** The violations as a person fixing them needs them: where, which rule, which elements, how. */
export function describeViolations(violations: readonly FoundViolation[]): string {
  return violations
    .map((violation) =>
      [
        `${violation.impact} ${violation.rule} on ${violation.route}: ${violation.help}`,
        ...violation.targets.slice(0, 10).map((target) => `    ${target}`),
        ...(violation.targets.length > 10
          ? [`    … and ${violation.targets.length - 10} more`]
          : []),
        `    ${violation.helpUrl}`,
      ].join("\n"),
    )
    .join("\n");
}
