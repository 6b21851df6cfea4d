import { Anchor, Button, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { IconArchive, IconFolders, IconPlus } from "@tabler/icons-react";
import { useCallback, useMemo, useState } from "react";
import { Link } from "react-router";
import { useModal } from "../../app/modals/use-modal.ts";
import { usePageTitle } from "../../app/page-title.ts";
import { EmptyState } from "../../ui/EmptyState.tsx";
import { listPlaceholder } from "../../ui/ListPlaceholder.tsx";
import { EditPortfolioModal, type EditPortfolioTarget } from "./EditPortfolioModal.tsx";
import { FavoritePortfolios } from "./FavoritePortfolios.tsx";
import type { PortfolioRowCommand } from "./PortfolioRowMenu.tsx";
import { PortfolioTreeView } from "./PortfolioTreeView.tsx";
import { portfoliosLabel } from "./portfolio-labels.ts";
import { archivedPortfoliosPath } from "./portfolio-paths.ts";
import { buildPortfolioTree, type TreeRow } from "./portfolio-tree.ts";
import { SharePortfolioModal, type ShareTarget } from "./SharePortfolioModal.tsx";
import { usePortfolioActions } from "./use-portfolio-actions.ts";
import { usePortfolioPermissions } from "./use-portfolio-permissions.ts";
import { usePortfolioTree } from "./use-portfolio-tree.ts";

const pageTitle = "Portfolios";

/**
 * /portfolios (spec 3 §2): favourites first, then the tree of active portfolios with counts,
 * expand and collapse, create, edit, share, archive and drag-and-drop moves, each with undo.
 */
export function PortfoliosPage() {
  usePageTitle(pageTitle);
  const { nodes, error, refetch, loading } = usePortfolioTree({ fetchPolicy: "cache-and-network" });
  const tree = useMemo(() => buildPortfolioTree(nodes ?? []), [nodes]);
  const { canCreate, permissionsFor } = usePortfolioPermissions();
  const actions = usePortfolioActions();
  const editModal = useModal<EditPortfolioTarget>("edit_portfolio");
  const [sharing, setSharing] = useState<ShareTarget | null>(null);
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());

  const toggle = useCallback((id: string) => {
    setExpanded((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  }, []);

  const command = (row: TreeRow, name: PortfolioRowCommand) => {
    const { node } = row;
    if (name === "addChild") {
      editModal.open({ mode: "create", parent: { id: node.id, name: node.name } });
      // The new sub-portfolio shows at once under its parent.
      setExpanded((current) => new Set(current).add(node.id));
    } else if (name === "edit") {
      // The tree carries no descriptions: the form loads the portfolio first.
      editModal.open({ mode: "edit", portfolio: { id: node.id, name: node.name } });
    } else if (name === "share") setSharing({ id: node.id, name: node.name, prompt: false });
    else void actions.archive(node);
  };

  const createButton = canCreate ? (
    <Button
      leftSection={<IconPlus size={16} aria-hidden />}
      onClick={() => editModal.open({ mode: "create", parent: null })}
    >
      New portfolio
    </Button>
  ) : null;

  let body = listPlaceholder({
    failed: Boolean(error) && !nodes,
    loading: !nodes,
    empty: false,
    skeletonRows: 8,
    onRetry: () => void refetch().catch(() => undefined),
  });
  if (!body && nodes?.length === 0) {
    body = (
      <EmptyState
        title="No portfolios yet"
        description="Portfolios group the companies you follow, in as many levels as you need."
        icon={<IconFolders size={32} aria-hidden />}
      >
        {createButton}
      </EmptyState>
    );
  }
  if (!body) {
    body = (
      <Stack gap="lg">
        <FavoritePortfolios
          tree={tree}
          canFavorite={(node) => permissionsFor(node).favorite}
          onUnfavorite={(node) => void actions.toggleFavorite(node)}
        />
        <Stack gap="xs" component="section" aria-labelledby="all-portfolios-title">
          <Group justify="space-between">
            <Title order={2} size="h4" id="all-portfolios-title">
              All portfolios
            </Title>
            <Group gap="xs">
              <Text size="sm" c="dimmed">
                {portfoliosLabel(tree.byId.size)}
              </Text>
              <Button
                variant="subtle"
                size="compact-sm"
                onClick={() =>
                  setExpanded(
                    new Set(nodes?.filter((node) => node.childrenCount > 0).map((node) => node.id)),
                  )
                }
              >
                Expand all
              </Button>
              <Button variant="subtle" size="compact-sm" onClick={() => setExpanded(new Set())}>
                Collapse all
              </Button>
            </Group>
          </Group>
          <Paper withBorder>
            <PortfolioTreeView
              tree={tree}
              expanded={expanded}
              onToggle={toggle}
              permissionsFor={permissionsFor}
              onFavorite={(row) => void actions.toggleFavorite(row.node)}
              onCommand={command}
              onDrop={(action, name) => {
                if (action.kind === "move" && action.parentId) {
                  const parent = action.parentId;
                  setExpanded((current) => new Set(current).add(parent));
                }
                void actions.drop(action, name);
              }}
            />
          </Paper>
        </Stack>
      </Stack>
    );
  }

  return (
    <Stack gap="lg" aria-busy={loading}>
      <Group justify="space-between" align="flex-end">
        <Stack gap={4}>
          <Title order={1}>{pageTitle}</Title>
          <Anchor component={Link} to={archivedPortfoliosPath} size="sm">
            <Group gap={4} component="span">
              <IconArchive size={14} aria-hidden />
              Archived portfolios
            </Group>
          </Anchor>
        </Stack>
        {nodes && nodes.length > 0 ? createButton : null}
      </Group>
      {body}
      <EditPortfolioModal
        onCreated={(portfolio) => {
          if (portfolio.canShare)
            setSharing({ id: portfolio.id, name: portfolio.name, prompt: true });
        }}
      />
      <SharePortfolioModal target={sharing} onClose={() => setSharing(null)} />
    </Stack>
  );
}
