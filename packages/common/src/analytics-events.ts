/**
 * Names of the tracked analytics events (spec 1 §3 "Tracked analytics events"), verbatim. A
 * feature sends its own when the action succeeds; the list grows as features land.
 */
export const analyticsEvents = {
  portfolioCreated: "Portfolio Created",
  noteAddedOrUpdated: "note added or updated",
  caseCreated: "Case Created",
  caseEdited: "Case Edited",
  caseViewed: "case viewed",
  alertsViewed: "Alerts Viewed",
  alertSelected: "alert selected",
  companyProfileClicked: "company profile clicked",
} as const;
