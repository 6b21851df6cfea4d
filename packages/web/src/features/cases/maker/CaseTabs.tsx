import { Group, Loader, Tabs } from "@mantine/core";
import type { CaseItemKind } from "@tierwise/common/cases";
import { lazy, Suspense, useState } from "react";
import type { SupplierCase } from "../case.graphql.ts";
import { CaseTasksTab } from "../tasks/CaseTasksTab.tsx";
import { CaseFeed } from "./CaseFeed.tsx";
import type { CaseChange, ChangeAnnouncement } from "./use-case-update.ts";

// The e-mail tab (features/case-emails) loads when it is first opened.
const CaseEmailTab = lazy(() =>
  import("../../case-emails/CaseEmailTab.tsx").then((module) => ({
    default: module.CaseEmailTab,
  })),
);

type CaseTabsProps = {
  supplierCase: SupplierCase;
  save: (change: CaseChange, announcement: ChangeAnnouncement) => Promise<unknown>;
};

const loading = (
  <Group justify="center" p="md">
    <Loader size="sm" aria-label="Loading" />
  </Group>
);

/** Feed, Email and Tasks of an existing case (spec 2 §2 case item kinds). */
export function CaseTabs({ supplierCase, save }: CaseTabsProps) {
  const [tab, setTab] = useState<CaseItemKind>("feed");
  return (
    <Tabs value={tab} onChange={(value) => setTab((value as CaseItemKind | null) ?? "feed")}>
      <Tabs.List>
        <Tabs.Tab value="feed">Feed</Tabs.Tab>
        <Tabs.Tab value="email">Email</Tabs.Tab>
        <Tabs.Tab value="task">Tasks</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="feed" pt="md">
        {tab === "feed" ? <CaseFeed supplierCase={supplierCase} save={save} /> : null}
      </Tabs.Panel>
      <Tabs.Panel value="email" pt="md">
        {tab === "email" ? (
          <Suspense fallback={loading}>
            <CaseEmailTab caseId={supplierCase.id} canEdit={supplierCase.canEdit} />
          </Suspense>
        ) : null}
      </Tabs.Panel>
      <Tabs.Panel value="task" pt="md">
        {tab === "task" ? (
          <CaseTasksTab caseId={supplierCase.id} canEdit={supplierCase.canEdit} />
        ) : null}
      </Tabs.Panel>
    </Tabs>
  );
}
