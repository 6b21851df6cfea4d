import { describe, expect, it } from "vitest";
import { routeReloadGuardMs, shouldReloadAfterRouteFailure } from "./route-failure.ts";

describe("shouldReloadAfterRouteFailure", () => {
  const now = 1_000_000;

  it("only logs failures of the first load", () => {
    expect(shouldReloadAfterRouteFailure({ initialLoadDone: false, lastReloadAt: null, now })).toBe(
      false,
    );
  });

  it("reloads after the first load when no reload happened recently", () => {
    expect(shouldReloadAfterRouteFailure({ initialLoadDone: true, lastReloadAt: null, now })).toBe(
      true,
    );
    expect(
      shouldReloadAfterRouteFailure({
        initialLoadDone: true,
        lastReloadAt: now - routeReloadGuardMs - 1,
        now,
      }),
    ).toBe(true);
  });

  it("does not reload again within the guard period (no loops)", () => {
    expect(
      shouldReloadAfterRouteFailure({ initialLoadDone: true, lastReloadAt: now - 1000, now }),
    ).toBe(false);
  });
});
