import { useQuery } from "@apollo/client/react";
import { type AiReportType, aiReportLimits, aiReportMessages } from "@tierwise/common/ai-reports";
import { useEffect, useState } from "react";
import type { TabAccess } from "../comments/activity-tab.ts";
import type { CommentTarget } from "../comments/comment-target.ts";
import { type AiReportOverview, overviewQueries } from "./ai-report-overview.graphql.ts";

/** Reports are about a company known by id; portfolio, case and D&B-only walls have none. */
export const aiReportCompanyOf = (target: CommentTarget): string | null =>
  "companyId" in target ? target.companyId : null;

/**
 * A company's AI report overview. With `poll`, it asks again every 5000 ms while a report is in
 * progress and stops once none is (spec 3 §4, §9). Only one reader of a kind polls: the others
 * see the answers through the cache.
 */
export function useAiReportOverview(
  companyId: string | null,
  type: AiReportType,
  { poll }: { poll: boolean },
) {
  // The interval depends on the answer of the very query it drives, so it follows a mirror.
  const [inProgressSeen, setInProgressSeen] = useState(false);
  const result = useQuery(overviewQueries[type], {
    variables: { coreCompanyId: companyId ?? "", first: aiReportLimits.historyFirst },
    skip: companyId === null,
    pollInterval: poll && inProgressSeen ? aiReportLimits.pollIntervalMs : 0,
  });
  const inProgress = Boolean(result.data?.reports.inProgress);
  useEffect(() => setInProgressSeen(inProgress), [inProgress]);
  return result;
}

/** Spec 1 §2.5: the button's three tooltips. Generating wins over an older report to review. */
export function aiReportHint(overview: AiReportOverview): string {
  if (overview.inProgress) return aiReportMessages.generating;
  if (overview.current) return aiReportMessages.openToReview;
  return aiReportMessages.openToGenerate;
}

/**
 * Spec 1 §2.5: the AI Report button shows only for a company that can have an AI report, with its
 * tooltip; otherwise it is disabled and says so. It is always on the page's rail, so it is the
 * one that polls the risk summary while a report is generated: the tooltip turns from
 * "generating" to "open to review" with the panel closed, and the open tab reads the same cache.
 */
export function useAiReportAccess(target: CommentTarget): TabAccess {
  const companyId = aiReportCompanyOf(target);
  const { data } = useAiReportOverview(companyId, "risk_summary", { poll: true });
  if (companyId === null) return { state: "hidden" };
  const overview = data?.reports;
  // Until the answer arrives the button shows plain; the server decides availability.
  if (!overview) return { state: "enabled" };
  if (!overview.available) return { state: "disabled", reason: aiReportMessages.notAvailable };
  return { state: "enabled", hint: aiReportHint(overview) };
}

/** The AI report button has no dot (spec 1 §2.5 names none). */
export const noAiReportDot = () => false;
