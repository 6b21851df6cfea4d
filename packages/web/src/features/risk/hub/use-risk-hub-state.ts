import { useApolloClient, useMutation, useQuery } from "@apollo/client/react";
import { riskHubParams } from "@tierwise/common/app-paths";
import {
  type RiskHubOrdering,
  type RiskHubView,
  riskHubOrderings,
  riskHubViews,
} from "@tierwise/common/risk";
import { useCallback } from "react";
import { useSearchParams } from "react-router";
import { RISK_CONFIG_OPTIONS_QUERY, SELECT_RISK_CONFIG } from "../risk-hub.graphql.ts";

/** Query-string keys of /risk-hub, shared with the links the server writes (AI citations). */
const keys = riskHubParams;
const filterKeys = [keys.companies, keys.portfolios, keys.portfolio, keys.why];

const listOf = (value: string | null) => (value ? value.split(",").filter(Boolean) : []);
const known = <T extends string>(options: readonly T[], value: string | null, fallback: T): T =>
  options.find((option) => option === value) ?? fallback;

/**
 * The hub's state: view, ordering and filters from the query string; the configuration from the
 * route (`?config=`) when given, else the user setting riskHub.selectedConfig (spec 3 §2).
 */
export function useRiskHubState() {
  const [params, setParams] = useSearchParams();
  const client = useApolloClient();
  const options = useQuery(RISK_CONFIG_OPTIONS_QUERY);
  const [selectRiskConfig] = useMutation(SELECT_RISK_CONFIG);

  const routeConfigId = params.get(keys.config);
  const configId = routeConfigId ?? options.data?.selectedRiskConfigId ?? null;

  const update = useCallback(
    (change: (next: URLSearchParams) => void) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          change(next);
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  const setList = (key: string) => (ids: string[]) =>
    update((next) => (ids.length ? next.set(key, ids.join(",")) : next.delete(key)));

  /**
   * Spec 3 §2: choosing a configuration clears the filters and refreshes the caches. From the
   * route, the route changes; otherwise the user setting is saved and the scores are read again.
   */
  const chooseConfig = async (id: string) => {
    if (routeConfigId) {
      update((next) => {
        for (const key of filterKeys) next.delete(key);
        next.set(keys.config, id);
      });
      return;
    }
    update((next) => {
      for (const key of filterKeys) next.delete(key);
    });
    await selectRiskConfig({ variables: { id } });
    client.cache.modify({ fields: { selectedRiskConfigId: () => id } });
    for (const fieldName of [
      "riskHubCompanies",
      "riskHubPortfolios",
      "riskCount",
      "riskHistory",
      "companyRisk",
    ])
      client.cache.evict({ id: "ROOT_QUERY", fieldName });
    client.cache.gc();
  };

  return {
    configs: options.data?.riskConfigs ?? [],
    configsLoading: options.loading,
    configsError: options.error,
    configId,
    chooseConfig,
    view: known<RiskHubView>(riskHubViews, params.get(keys.view), "companies"),
    setView: (view: RiskHubView) => update((next) => next.set(keys.view, view)),
    ordering: known<RiskHubOrdering>(riskHubOrderings, params.get(keys.ordering), "score_desc"),
    setOrdering: (ordering: RiskHubOrdering) => update((next) => next.set(keys.ordering, ordering)),
    companyIds: listOf(params.get(keys.companies)),
    setCompanyIds: setList(keys.companies),
    portfolioIds: listOf(params.get(keys.portfolios)),
    setPortfolioIds: setList(keys.portfolios),
    /** The companies view's context: one portfolio (its signals can then be dismissed). */
    portfolioId: params.get(keys.portfolio),
    setPortfolioId: (id: string | null) => setList(keys.portfolio)(id ? [id] : []),
    /** The company whose "Why this grade" is open: a link (an AI report's citation) opens it. */
    whyCompanyId: params.get(keys.why),
    setWhyCompanyId: (id: string | null) => setList(keys.why)(id ? [id] : []),
  };
}

export type RiskHubState = ReturnType<typeof useRiskHubState>;
