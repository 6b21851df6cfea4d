import { useQuery } from "@apollo/client/react";
import { Anchor, Badge, Button, Group, Skeleton, Stack, Text, Title } from "@mantine/core";
import { useMemo, useState } from "react";
import { Link, useLocation, useParams } from "react-router";
import { useModal } from "../../app/modals/use-modal.ts";
import { usePageTitle } from "../../app/page-title.ts";
import { EmptyState } from "../../ui/EmptyState.tsx";
import { ErrorWithRetry, retryWith } from "../../ui/forms/ErrorWithRetry.tsx";
import { CaseMakerFromUrl } from "../cases/maker/CaseMakerFromUrl.tsx";
import { ActivityPanel } from "../comments/ActivityPanel.tsx";
import { EditPortfolioModal, type EditPortfolioTarget } from "./EditPortfolioModal.tsx";
import { PortfolioBreadcrumbs } from "./PortfolioBreadcrumbs.tsx";
import { PortfolioCompaniesSection } from "./PortfolioCompaniesSection.tsx";
import { PortfolioHeaderActions } from "./PortfolioHeaderActions.tsx";
import { PortfolioSummaryCards } from "./PortfolioSummaryCards.tsx";
import { PORTFOLIO_BY_SLUG_QUERY } from "./portfolio.graphql.ts";
import { type PortfolioPageVariant, portfolioListPath } from "./portfolio-paths.ts";
import { buildPortfolioTree, descendantsOf } from "./portfolio-tree.ts";
import { SharePortfolioModal, type ShareTarget } from "./SharePortfolioModal.tsx";
import { SubPortfolioList } from "./SubPortfolioList.tsx";
import { usePortfolioPermissions } from "./use-portfolio-permissions.ts";
import { usePortfolioTree } from "./use-portfolio-tree.ts";

/**
 * /portfolios/{slug} and its /pdp/{slug} variant (spec 1 §2.2): breadcrumbs, summary,
 * sub-portfolios and the companies with their filters. An unknown slug, or a portfolio not
 * shared with the viewer, is not found.
 */
export function PortfolioPage() {
  const { slug = "" } = useParams();
  const { pathname } = useLocation();
  const variant: PortfolioPageVariant = pathname.startsWith("/pdp/") ? "pdp" : "portfolios";
  const { data, error, refetch } = useQuery(PORTFOLIO_BY_SLUG_QUERY, {
    variables: { slug },
    fetchPolicy: "cache-and-network",
  });
  const portfolio = data?.portfolio;
  usePageTitle(portfolio ? portfolio.name : data ? "Portfolio not found" : "Portfolio");
  // Sub-portfolios at every level for the "portfolios" filter: the tree is usually cached.
  const treeNodes = usePortfolioTree({ skip: !portfolio }).nodes;
  const subPortfolios = useMemo(() => {
    if (!portfolio || !treeNodes) return [];
    return descendantsOf(buildPortfolioTree(treeNodes), portfolio.id);
  }, [portfolio, treeNodes]);
  const { permissionsFor } = usePortfolioPermissions();
  const editModal = useModal<EditPortfolioTarget>("edit_portfolio");
  const [sharing, setSharing] = useState<ShareTarget | null>(null);

  if (error && !data) return <ErrorWithRetry onRetry={retryWith(refetch)} />;
  if (!data) {
    return (
      <Stack gap="lg" aria-busy="true">
        <Skeleton height={16} width={240} />
        <Skeleton height={36} width={360} />
        <Skeleton height={80} />
        <Skeleton height={240} />
      </Stack>
    );
  }
  if (!portfolio) {
    return (
      <EmptyState
        title="Portfolio not found"
        description="It does not exist, or it has not been shared with you."
      >
        <Button component={Link} to={portfolioListPath(variant)} variant="default">
          Back to portfolios
        </Button>
      </EmptyState>
    );
  }

  const permissions = permissionsFor(portfolio);
  const archived = portfolio.archivedAt !== null;
  return (
    <Stack gap="lg">
      {/* The notes side panel (activity wall) of this portfolio; it places itself at the side. */}
      <ActivityPanel target={{ portfolioId: portfolio.id }} />
      <CaseMakerFromUrl target={{ portfolioId: portfolio.id }} />
      <PortfolioBreadcrumbs
        variant={variant}
        ancestors={portfolio.ancestors}
        name={portfolio.name}
      />
      <Group justify="space-between" align="flex-start" gap="sm">
        <Stack gap={4} miw={0}>
          <Group gap="sm">
            <Title order={1} style={{ overflowWrap: "anywhere" }}>
              {portfolio.name}
            </Title>
            {archived ? (
              <Badge color="gray" variant="light">
                Archived
              </Badge>
            ) : null}
          </Group>
          {portfolio.description ? (
            <Text size="sm" c="dimmed" style={{ whiteSpace: "pre-line" }}>
              {portfolio.description}
            </Text>
          ) : null}
          {archived ? (
            <Text size="sm">
              This portfolio is archived.{" "}
              <Anchor component={Link} to="/portfolios/archived">
                See archived portfolios
              </Anchor>
            </Text>
          ) : null}
        </Stack>
        <PortfolioHeaderActions
          portfolio={portfolio}
          onEdit={() => editModal.open({ mode: "edit", portfolio })}
          onShare={() => setSharing({ id: portfolio.id, name: portfolio.name, prompt: false })}
        />
      </Group>
      <PortfolioSummaryCards summary={portfolio.summary} />
      <SubPortfolioList
        variant={variant}
        items={portfolio.children}
        onAdd={
          permissions.update && !archived
            ? () =>
                editModal.open({
                  mode: "create",
                  parent: { id: portfolio.id, name: portfolio.name },
                })
            : null
        }
      />
      <PortfolioCompaniesSection
        portfolio={portfolio}
        variant={variant}
        canRemove={permissions.update && !archived}
        subPortfolios={subPortfolios}
      />
      <EditPortfolioModal
        onCreated={(created) => {
          if (created.canShare) setSharing({ id: created.id, name: created.name, prompt: true });
        }}
      />
      <SharePortfolioModal target={sharing} onClose={() => setSharing(null)} />
    </Stack>
  );
}
