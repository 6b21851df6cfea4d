import { IconBellRinging, IconBriefcase, IconNotes, IconSparkles } from "@tabler/icons-react";
import { alertFilterFromKey } from "@tierwise/common/filter-url";
import { createElement, lazy } from "react";
import { sessionCan } from "../../app/session/session-policy.ts";
import { noAiReportDot, useAiReportAccess } from "../ai-reports/ai-report-access.ts";
import { useAlertDot, useAlertTabAccess } from "../alerts/panel/alert-tab-state.ts";
import { caseParam } from "../cases/maker/case-paths.ts";
import { useCasesDot } from "../cases/maker/use-cases-dot.ts";
import type { ActivityTab } from "./activity-tab.ts";
import { useNotesDot } from "./use-notes-dot.ts";

// The wall and composer load with the panel's first opening, not with the page.
const NotesTab = lazy(() =>
  import("./NotesTab.tsx").then((module) => ({ default: module.NotesTab })),
);
const CasesTab = lazy(() =>
  import("../cases/maker/CasesTab.tsx").then((module) => ({ default: module.CasesTab })),
);
const AlertsTab = lazy(() =>
  import("../alerts/panel/AlertsTab.tsx").then((module) => ({ default: module.AlertsTab })),
);
const AiReportTab = lazy(() =>
  import("../ai-reports/AiReportTab.tsx").then((module) => ({ default: module.AiReportTab })),
);

/**
 * The activity panel's tabs in display order (spec 1 §2.5): note, then case (with case
 * management), alert (with alerts) and AI report (when its version is allowed). A feature
 * adding a tab adds its definition here, one entry.
 */
export const activityTabs: readonly ActivityTab[] = [
  {
    key: "note",
    label: "Notes",
    icon: createElement(IconNotes, { size: 20, "aria-hidden": true }),
    available: (session) => sessionCan(session, "comments.read"),
    useDot: useNotesDot,
    Content: NotesTab,
  },
  {
    key: "case",
    label: "Cases",
    icon: createElement(IconBriefcase, { size: 20, "aria-hidden": true }),
    // Spec 1 §2.5: only with case management.
    available: (session) => sessionCan(session, "cases.read"),
    useDot: useCasesDot,
    // `case` opens the case maker over the page (a case of the tab, or a link to one).
    readsParam: (name) => name === caseParam,
    Content: CasesTab,
  },
  {
    key: "alert",
    label: "Alerts",
    icon: createElement(IconBellRinging, { size: 20, "aria-hidden": true }),
    // Spec 1 §2.5: only when the organisation has alerts.
    available: (session) => sessionCan(session, "alerts.read"),
    useDot: useAlertDot,
    useAccess: useAlertTabAccess,
    // Switching away from the alert tab clears its (prefixed) filters; both pages prefix alike.
    ownsParam: (name) => alertFilterFromKey(name, "company") !== null,
    Content: AlertsTab,
  },
  {
    // "ai-report" as in the comment kinds (note, case, alert, ai-report) that name the tabs.
    key: "ai-report",
    label: "AI report",
    icon: createElement(IconSparkles, { size: 20, "aria-hidden": true }),
    // Spec 1 §2.5: only when the AI report version (v1 or v2) is allowed.
    available: (session) => sessionCan(session, "aiReports.read"),
    useDot: noAiReportDot,
    useAccess: useAiReportAccess,
    Content: AiReportTab,
  },
];
