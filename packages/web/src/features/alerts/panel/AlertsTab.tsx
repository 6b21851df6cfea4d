import { Stack, Text } from "@mantine/core";
import { alertMessages } from "@tierwise/common/alerts";
import type { ActivityTabProps } from "../../comments/activity-tab.ts";
import { AlertFilterBar } from "../filters/AlertFilterBar.tsx";
import { compactAlertFilter } from "../filters/alert-filter-url.ts";
import { useAlertUrlState } from "../filters/use-alert-url-state.ts";
import { AlertList } from "../list/AlertList.tsx";
import { alertSubjectOf, useAlertTabAccess } from "./alert-tab-state.ts";

/**
 * The activity panel's alert tab on company and portfolio pages (spec 1 §2.5): the alert list
 * of this company or portfolio, its filters in the address with the `alert_` prefix (they are
 * dropped when the visitor switches to another tab).
 */
export function AlertsTab({ target }: ActivityTabProps) {
  const subject = alertSubjectOf(target);
  const access = useAlertTabAccess(target);
  const url = useAlertUrlState(subject?.page ?? "company");
  if (!subject || access.state === "hidden") {
    return <Text size="sm">There are no alerts here.</Text>;
  }
  if (access.state === "disabled") return <Text size="sm">{alertMessages.noSubscription}</Text>;
  // The page's company or portfolio always applies; the address may narrow it further.
  const filter = compactAlertFilter({
    ...url.filter,
    ...subject.fixed,
    scope: url.filter.scope ?? subject.fixed.scope,
  });
  return (
    <Stack gap="sm">
      <AlertFilterBar compact filter={url.filter} onChange={url.setFilter} />
      <AlertList filter={filter} withBulkRead={false} />
    </Stack>
  );
}
