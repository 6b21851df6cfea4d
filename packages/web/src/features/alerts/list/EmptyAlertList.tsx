import { useQuery } from "@apollo/client/react";
import { Button } from "@mantine/core";
import { alertMessages } from "@tierwise/common/alerts";
import { Link } from "react-router";
import { sessionCan } from "../../../app/session/session-policy.ts";
import { useSession } from "../../../app/session/use-session.ts";
import { EmptyState } from "../../../ui/EmptyState.tsx";
import { ALERT_FOLLOWING_QUERY, companySubscriptionsPath } from "./alert-following.graphql.ts";

/**
 * An alert list with nothing in it says why (issue 27): an organisation that follows no
 * company, location or commodity gets no alerts at all, and is sent to where it chooses them;
 * otherwise the filters hide everything. Until the subscriptions are known it shows nothing;
 * if they cannot be read, the filters' message.
 */
export function EmptyAlertList() {
  const session = useSession();
  const { data, error, loading } = useQuery(ALERT_FOLLOWING_QUERY, {
    fetchPolicy: "cache-and-network",
  });
  if (!data && loading && !error) return null;
  const followsNothing =
    data !== undefined &&
    data.companies.totalCount + data.locations.totalCount + data.commodities.totalCount === 0;
  if (!followsNothing) return <EmptyState title={alertMessages.noAlerts} />;
  const canChoose = sessionCan(session, "alertSubscriptions.manage");
  return (
    <EmptyState
      title={alertMessages.followsNothing}
      description={canChoose ? undefined : alertMessages.followsNothingMember}
    >
      <Button component={Link} to={companySubscriptionsPath} variant="light">
        {canChoose ? alertMessages.chooseCompaniesToFollow : alertMessages.seeWhatIsFollowed}
      </Button>
    </EmptyState>
  );
}
