import { useQuery } from "@apollo/client/react";
import { Loader } from "@mantine/core";
import { useMemo } from "react";
import { ErrorWithRetry, retryWith } from "../../../ui/forms/ErrorWithRetry.tsx";
import { SiteCompanyList } from "./SiteCompanyList.tsx";
import { companiesAtSites, sitesToGeoJson } from "./site-geojson.ts";
import { N_TIER_CLICKED_SITES_QUERY } from "./site-map.graphql.ts";

type ClickedSitesProps = {
  ids: string[];
  slugs: ReadonlyMap<string, string>;
};

/**
 * The map's popup: the companies at the clicked sites. The map holds only positions and risk,
 * so their companies and addresses are asked for now.
 */
export function ClickedSites({ ids, slugs }: ClickedSitesProps) {
  const sites = useQuery(N_TIER_CLICKED_SITES_QUERY, {
    variables: { ids },
    fetchPolicy: "no-cache",
  });
  const rows = sites.data?.nTierSites;
  const companies = useMemo(
    () => companiesAtSites(sitesToGeoJson(rows ?? []).features.map((site) => site.properties)),
    [rows],
  );
  if (sites.error && !rows) return <ErrorWithRetry onRetry={retryWith(sites.refetch)} />;
  if (!rows) return <Loader size="sm" aria-label="Loading the companies at these sites" />;
  return <SiteCompanyList companies={companies} slugs={slugs} label="Companies at these sites" />;
}
