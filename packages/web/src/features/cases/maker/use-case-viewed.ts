import { analyticsEvents } from "@tierwise/common/analytics-events";
import { useEffect } from "react";
import { analytics } from "../../../app/analytics/analytics.ts";
import type { SupplierCase } from "../case.graphql.ts";

/** Tracks 'case viewed' once per case opened (spec 2 §7). */
export function useCaseViewed(supplierCase: SupplierCase | null | undefined) {
  const id = supplierCase?.id;
  useEffect(() => {
    if (id) analytics.track(analyticsEvents.caseViewed, { caseId: id });
  }, [id]);
}
