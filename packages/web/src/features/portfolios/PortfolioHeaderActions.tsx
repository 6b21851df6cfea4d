import { Button, Group } from "@mantine/core";
import { IconArchive, IconPencil, IconRestore, IconShare } from "@tabler/icons-react";
import { StartWorkflowButton } from "../workflows/start/StartWorkflowButton.tsx";
import { FavoriteToggle } from "./FavoriteToggle.tsx";
import type { PortfolioPageData } from "./portfolio.graphql.ts";
import { usePortfolioActions } from "./use-portfolio-actions.ts";
import { usePortfolioPermissions } from "./use-portfolio-permissions.ts";

type PortfolioHeaderActionsProps = {
  portfolio: PortfolioPageData;
  onEdit: () => void;
  onShare: () => void;
};

/** Favourite, edit, share and archive (or restore) of the open portfolio, as its rules allow. */
export function PortfolioHeaderActions({
  portfolio,
  onEdit,
  onShare,
}: PortfolioHeaderActionsProps) {
  const { permissionsFor } = usePortfolioPermissions();
  const actions = usePortfolioActions();
  const permissions = permissionsFor(portfolio);
  const archived = portfolio.archivedAt !== null;
  return (
    <Group gap="xs">
      {permissions.favorite && !archived ? (
        <FavoriteToggle
          name={portfolio.name}
          isFavorite={portfolio.isFavorite}
          onToggle={() => void actions.toggleFavorite(portfolio)}
        />
      ) : null}
      {permissions.rename && !archived ? (
        <Button
          variant="default"
          leftSection={<IconPencil size={16} aria-hidden />}
          onClick={onEdit}
        >
          Edit
        </Button>
      ) : null}
      {!archived && portfolio.summary.companyCount > 0 ? (
        // Supplier workflows (issue 31): one for each company of the portfolio.
        <StartWorkflowButton
          target={{
            kind: "portfolio",
            portfolioId: portfolio.id,
            label: portfolio.name,
            companyCount: portfolio.summary.companyCount,
          }}
        />
      ) : null}
      {portfolio.canShare && !archived ? (
        <Button
          variant="default"
          leftSection={<IconShare size={16} aria-hidden />}
          onClick={onShare}
        >
          Share
        </Button>
      ) : null}
      {portfolio.canArchive && !archived ? (
        <Button
          variant="default"
          color="red"
          leftSection={<IconArchive size={16} aria-hidden />}
          onClick={() => void actions.archive(portfolio)}
        >
          Archive
        </Button>
      ) : null}
      {portfolio.canArchive && archived && portfolio.archiveType !== "ancestor" ? (
        <Button
          variant="default"
          leftSection={<IconRestore size={16} aria-hidden />}
          onClick={() => void actions.unarchive(portfolio)}
        >
          Restore
        </Button>
      ) : null}
    </Group>
  );
}
