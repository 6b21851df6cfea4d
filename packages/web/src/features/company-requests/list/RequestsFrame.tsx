import { Button, Group, Stack, Tabs, Title } from "@mantine/core";
import { IconFileUpload, IconPlus } from "@tabler/icons-react";
import type { RequestPage } from "@tierwise/common/company-requests";
import type { ReactNode } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import { useModal } from "../../../app/modals/use-modal.ts";
import { usePageTitle } from "../../../app/page-title.ts";
import { sessionCan } from "../../../app/session/session-policy.ts";
import { useSession } from "../../../app/session/use-session.ts";
import { SubscriptionSetsModal } from "../../subscription-sets/SubscriptionSetsModal.tsx";
import { CreateRequestModal } from "../create/CreateRequestModal.tsx";
import { bulkCreatePath, requestListPath } from "../request-paths.ts";

const pageTitle = "Company Requests";

const tabLabels: Record<RequestPage, string> = {
  "needs-action": "Needs action",
  individual: "Individual",
  bulk: "Bulk",
};

/**
 * The frame of the /requests sub-pages: the title, "New request" (the create_company_request
 * modal) and "New bulk request", and the tabs (bulk only for those who may read it).
 */
export function RequestsFrame({ page, children }: { page: RequestPage; children: ReactNode }) {
  usePageTitle(`${tabLabels[page]} · ${pageTitle}`);
  const session = useSession();
  const navigate = useNavigate();
  const { search } = useLocation();
  const createModal = useModal("create_company_request");
  const tabs: RequestPage[] = sessionCan(session, "requests.readBulk")
    ? ["needs-action", "individual", "bulk"]
    : ["needs-action", "individual"];

  // The list pages share their filters; the bulk list has none to carry.
  const open = (next: RequestPage) =>
    void navigate(`${requestListPath(next)}${page === "bulk" || next === "bulk" ? "" : search}`);

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" gap="sm">
        <Title order={1}>{pageTitle}</Title>
        <Group gap="sm">
          {sessionCan(session, "requests.createBulk") ? (
            <Button
              variant="default"
              component={Link}
              to={bulkCreatePath}
              leftSection={<IconFileUpload size={16} aria-hidden />}
            >
              New bulk request
            </Button>
          ) : null}
          {sessionCan(session, "requests.create") ? (
            <Button
              leftSection={<IconPlus size={16} aria-hidden />}
              onClick={() => createModal.open()}
            >
              New request
            </Button>
          ) : null}
        </Group>
      </Group>
      <Tabs value={page} onChange={(value) => value && open(value as RequestPage)}>
        <Tabs.List aria-label="Request lists">
          {tabs.map((tab) => (
            <Tabs.Tab key={tab} value={tab}>
              {tabLabels[tab]}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      {children}
      <CreateRequestModal />
      <SubscriptionSetsModal />
    </Stack>
  );
}
