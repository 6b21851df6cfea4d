import { useQuery } from "@apollo/client/react";
import { Anchor, Badge, Group, SegmentedControl, Select, Stack, Text, Title } from "@mantine/core";
import { type RiskHubOrdering, type RiskHubView, riskHubOrderings } from "@tierwise/common/risk";
import { useState } from "react";
import { Link } from "react-router";
import { usePageTitle } from "../../../app/page-title.ts";
import { GradeDistributionChart } from "../charts/GradeDistributionChart.tsx";
import {
  RISK_COUNT_QUERY,
  type RiskCountVariables,
  type RiskHubCompany,
  type RiskHubPortfolio,
} from "../risk-hub.graphql.ts";
import { CompanyRiskTable } from "./CompanyRiskTable.tsx";
import { PortfolioRiskTable } from "./PortfolioRiskTable.tsx";
import {
  CompaniesFilterPicker,
  PortfolioContextPicker,
  PortfoliosFilterPicker,
} from "./RiskFilterPicker.tsx";
import { CompanyRiskDrawer, PortfolioRiskDrawer } from "./RiskHubDrawers.tsx";
import { type RiskHubState, useRiskHubState } from "./use-risk-hub-state.ts";

const orderingLabels: Record<RiskHubOrdering, string> = {
  score_desc: "Highest risk first",
  score_asc: "Lowest risk first",
  name_asc: "Name (A to Z)",
  change_desc: "Biggest change first",
};

/**
 * Wide enough for the longest name ("Default Risk Hub (default)" was cut at 220 px): its
 * characters plus room for the padding and the chevron, within the page; the list of options
 * is as wide as its longest option.
 */
function configSelectWidth(labels: readonly string[]): string {
  const longest = Math.max(0, ...labels.map((label) => label.length));
  return `${Math.min(60, Math.max(24, longest + 6))}ch`;
}

function ConfigSelector({ hub }: { hub: RiskHubState }) {
  const data = hub.configs.map((config) => ({
    value: config.id,
    label: config.isDefault ? `${config.name} (default)` : config.name,
  }));
  return (
    <Select
      label="Risk configuration"
      data={data}
      value={hub.configId}
      onChange={(id) => id && id !== hub.configId && void hub.chooseConfig(id)}
      allowDeselect={false}
      w={configSelectWidth(data.map((option) => option.label))}
      maw="100%"
      comboboxProps={{ withinPortal: true, width: "max-content", position: "bottom-start" }}
    />
  );
}

/** The chart counts what the list shows: the same configuration, view and filters. */
function GradeDistribution({ hub, configId }: { hub: RiskHubState; configId: string }) {
  const view = hub.view;
  const companies = view === "companies";
  const variables: RiskCountVariables = {
    configId,
    view,
    companyIds: companies && hub.companyIds.length ? hub.companyIds : null,
    portfolioId: companies ? hub.portfolioId : null,
    portfolioIds: !companies && hub.portfolioIds.length ? hub.portfolioIds : null,
  };
  const { data } = useQuery(RISK_COUNT_QUERY, { variables });
  if (!data) return null;
  return (
    <GradeDistributionChart
      title={view === "companies" ? "Companies per grade" : "Portfolios per grade"}
      series={[
        {
          label: view === "companies" ? "Companies" : "Portfolios",
          counts: data.riskCount,
          color: "blue.6",
        },
      ]}
    />
  );
}

/** /risk-hub (spec 3 §2 "Risk hub"): companies or portfolios scored by the chosen configuration. */
export function RiskHubPage() {
  usePageTitle("Risk Hub");
  const hub = useRiskHubState();
  const [company, setCompany] = useState<RiskHubCompany | null>(null);
  const [portfolio, setPortfolio] = useState<RiskHubPortfolio | null>(null);
  // The open "Why this grade" is in the address too, so a link can open it.
  const openWhy = (item: RiskHubCompany) => {
    setCompany(item);
    if (hub.whyCompanyId !== item.company.id) hub.setWhyCompanyId(item.company.id);
  };
  const closeWhy = () => {
    setCompany(null);
    hub.setWhyCompanyId(null);
  };
  // A new configuration, view, ordering or filter starts again from page one.
  const listKey = [
    hub.configId,
    hub.view,
    hub.ordering,
    hub.companyIds,
    hub.portfolioIds,
    hub.portfolioId,
  ].join("|");

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <Group gap="xs" align="center">
          <Title order={1}>Risk Hub</Title>
          <Badge variant="light" tt="none">
            Beta
          </Badge>
        </Group>
        <Anchor
          component={Link}
          to={hub.configId ? `/settings/risk-hub/${hub.configId}` : "/settings/risk-hub"}
          size="sm"
        >
          Risk configurations
        </Anchor>
      </Group>
      {hub.configsError ? <Text c="red">The risk configurations could not be loaded.</Text> : null}
      <Group align="flex-end" gap="md" wrap="wrap">
        <ConfigSelector hub={hub} />
        <SegmentedControl
          aria-label="View"
          data={[
            { value: "companies", label: "Companies" },
            { value: "portfolios", label: "Portfolios" },
          ]}
          value={hub.view}
          onChange={(value) => hub.setView(value as RiskHubView)}
        />
        <Select
          label="Order"
          data={riskHubOrderings.map((value) => ({ value, label: orderingLabels[value] }))}
          value={hub.ordering}
          onChange={(value) => value && hub.setOrdering(value as RiskHubOrdering)}
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
        />
        {hub.view === "companies" ? (
          <>
            <CompaniesFilterPicker value={hub.companyIds} onChange={hub.setCompanyIds} />
            <PortfolioContextPicker value={hub.portfolioId} onChange={hub.setPortfolioId} />
          </>
        ) : (
          <PortfoliosFilterPicker value={hub.portfolioIds} onChange={hub.setPortfolioIds} />
        )}
      </Group>
      {hub.configId === null ? (
        hub.configsLoading ? (
          <Text aria-busy="true">Loading…</Text>
        ) : null
      ) : (
        <>
          <GradeDistribution hub={hub} configId={hub.configId} />
          {hub.view === "companies" ? (
            <CompanyRiskTable
              key={listKey}
              configId={hub.configId}
              ordering={hub.ordering}
              companyIds={hub.companyIds}
              portfolioId={hub.portfolioId}
              explainCompanyId={hub.whyCompanyId}
              onExplain={openWhy}
            />
          ) : (
            <PortfolioRiskTable
              key={listKey}
              configId={hub.configId}
              ordering={hub.ordering}
              portfolioIds={hub.portfolioIds}
              onOpen={setPortfolio}
            />
          )}
          <CompanyRiskDrawer
            configId={hub.configId}
            item={company}
            portfolioId={hub.portfolioId}
            onClose={closeWhy}
          />
          <PortfolioRiskDrawer
            configId={hub.configId}
            item={portfolio}
            onClose={() => setPortfolio(null)}
          />
        </>
      )}
    </Stack>
  );
}
