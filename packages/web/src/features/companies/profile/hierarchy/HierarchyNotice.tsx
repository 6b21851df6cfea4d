import { Alert, Text } from "@mantine/core";
import { companySearchLimits } from "@tierwise/common/company-search-limits";
import { formatCount } from "../format.ts";
import type { CorporateHierarchy } from "./hierarchy.graphql.ts";

/** How much of the family is shown, and the notice when the lookup limit cut it short. */
export function HierarchyNotice({ hierarchy }: { hierarchy: CorporateHierarchy }) {
  return (
    <>
      <Text size="sm" c="dimmed" aria-live="polite">
        Showing {formatCount(hierarchy.members.length)} of {formatCount(hierarchy.familySize)}{" "}
        family members.
      </Text>
      {hierarchy.truncated ? (
        <Alert color="yellow" role="status" title="Family truncated">
          This corporate family is larger than{" "}
          {formatCount(companySearchLimits.corporateHierarchyLookup)} companies; only the first{" "}
          {formatCount(companySearchLimits.corporateHierarchyLookup)} are included.
        </Alert>
      ) : null}
    </>
  );
}
