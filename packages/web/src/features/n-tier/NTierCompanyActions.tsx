import { ActionIcon, Menu } from "@mantine/core";
import { IconBriefcase, IconBuilding, IconDotsVertical, IconFolderPlus } from "@tabler/icons-react";
import { lazy, Suspense, useState } from "react";
import { Link, useNavigate } from "react-router";
import { sessionCan } from "../../app/session/session-policy.ts";
import { useSession } from "../../app/session/use-session.ts";
import { casePath } from "../cases/maker/case-paths.ts";
import { companyPath } from "../companies/profile/profile-paths.ts";
import { AddToPortfolioModal } from "../portfolios/AddToPortfolioModal.tsx";

// The case maker (forms, editor) loads only when a case is first started from here.
const CaseMaker = lazy(() =>
  import("../cases/maker/CaseMaker.tsx").then((module) => ({ default: module.CaseMaker })),
);

export type NTierCompanyRef = { id: string; name: string; slug: string };

type Dialog = { kind: "portfolio" | "case"; company: NTierCompanyRef } | null;

/**
 * What can be done with a company of the network, from a row, a site or a node: open its
 * profile, add it to a portfolio (the same modal as search results and profiles) or start a
 * case about it (the case maker of company pages; the server gives the case the supplier tier).
 * One menu per company; the dialogs are shared, so a long table mounts one of each at most.
 */
export function useNTierCompanyActions() {
  const session = useSession();
  const navigate = useNavigate();
  const [dialog, setDialog] = useState<Dialog>(null);
  const canAddToPortfolio = sessionCan(session, "portfolios.create");
  const canCreateCase = sessionCan(session, "cases.create");
  const close = () => setDialog(null);

  const menu = (company: NTierCompanyRef) => (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" aria-label={`Actions for ${company.name}`}>
          <IconDotsVertical size={16} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item
          component={Link}
          to={companyPath(company.slug)}
          leftSection={<IconBuilding size={14} aria-hidden />}
        >
          Open company
        </Menu.Item>
        {canAddToPortfolio ? (
          <Menu.Item
            leftSection={<IconFolderPlus size={14} aria-hidden />}
            onClick={() => setDialog({ kind: "portfolio", company })}
          >
            Add to portfolio
          </Menu.Item>
        ) : null}
        {canCreateCase ? (
          <Menu.Item
            leftSection={<IconBriefcase size={14} aria-hidden />}
            onClick={() => setDialog({ kind: "case", company })}
          >
            Create case
          </Menu.Item>
        ) : null}
      </Menu.Dropdown>
    </Menu>
  );

  const dialogs = (
    <>
      <AddToPortfolioModal
        opened={dialog?.kind === "portfolio"}
        companyIds={dialog ? [dialog.company.id] : []}
        subject={dialog?.company.name ?? ""}
        onClose={close}
      />
      {dialog?.kind === "case" ? (
        <Suspense fallback={null}>
          <CaseMaker
            caseId={null}
            context={{ companyId: dialog.company.id }}
            view="modal"
            onClose={close}
            openOnCreate={false}
            onOpenCase={(id) => navigate(casePath(id))}
          />
        </Suspense>
      ) : null}
    </>
  );

  return { menu, dialogs };
}
