import type { FeatureFlags } from "@tierwise/common/feature-flags";
import type { RoleKey } from "@tierwise/common/roles";
import type { ReactElement } from "react";
import type { Session } from "../../app/session/session.types.ts";
import { buildOrganization, buildSession } from "../../app/testing/session-fixtures.ts";
import { type Mock, renderAppUi } from "../../testing/render-app-ui.tsx";
import type { RiskConfig, RiskConfigRevision } from "./settings/risk-config.graphql.ts";

/** Test data shaped like the server's answers (docs/risk-contract.graphql). */

export function riskSession(
  role: RoleKey = "organization_admin",
  flags: Partial<FeatureFlags> = {},
): Session {
  return buildSession({
    roles: [role],
    organization: buildOrganization({ featureFlags: { riskDashboardAccess: true, ...flags } }),
  });
}

// jsdom has no FontFaceSet (Mantine's autosize Textarea) and no ResizeObserver (recharts).
if (!("fonts" in document)) {
  Object.defineProperty(document, "fonts", {
    value: { addEventListener: () => undefined, removeEventListener: () => undefined },
  });
}
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

export function renderRiskUi(
  ui: ReactElement,
  options: { mocks?: Mock[]; path?: string; route?: string; session?: Session } = {},
) {
  return renderAppUi(ui, { session: riskSession(), path: "/risk-hub", ...options });
}

export const ada = { __typename: "RiskUserRef" as const, id: "user-1", name: "Ada Lovelace" };

export function buildRevision(revision: number, changes: string[] = []): RiskConfigRevision {
  return {
    __typename: "RiskConfigRevision",
    revision,
    committedAt: "2026-03-01T10:00:00.000Z",
    committedBy: revision === 1 ? null : ada,
    changes,
  };
}

export const metric = (name: string, metricId: string, weight: number) => ({
  __typename: "RiskCategoryMetric" as const,
  metric: metricId,
  name,
  shortName: metricId.toUpperCase(),
  weight,
  kind: "threshold",
});

export function buildConfig(overrides: Partial<RiskConfig> = {}): RiskConfig {
  return {
    __typename: "RiskConfig",
    id: "config-custom",
    name: "Custom Risk Hub 1",
    isDefault: false,
    revision: 2,
    inProgress: false,
    categories: [
      {
        __typename: "RiskCategory",
        id: "financial",
        name: "Financial",
        shortName: "FIN",
        weight: 0.5,
        risks: [
          metric("Current ratio", "current_ratio", 0.5),
          metric("Quick ratio", "quick_ratio", 0.5),
        ],
      },
      {
        __typename: "RiskCategory",
        id: "compliance",
        name: "Compliance",
        shortName: "COMP",
        weight: 0.5,
        risks: [metric("Sanctions", "sanctions", 1)],
      },
    ],
    missingData: "exclude",
    missingGrade: null,
    canModify: true,
    revisions: [buildRevision(2, ["Financial weight 0.25 → 0.5"]), buildRevision(1)],
    ...overrides,
  };
}

export const defaultConfig = buildConfig({
  id: "config-default",
  name: "Default",
  isDefault: true,
  canModify: false,
  revision: 1,
  revisions: [buildRevision(1)],
});
