import { useQuery } from "@apollo/client/react";
import type { ProfileAreaKey } from "@tierwise/common/company-profile";
import { useMemo } from "react";
import { useCompanyProfile } from "../company-profile-context.ts";
import { type AreaMap, parseProfileAreas } from "./parse-profile-areas.ts";
import { PROFILE_AREAS_QUERY } from "./profile-areas.graphql.ts";

/** Loads and validates the given areas of the profile's company. */
export function useProfileAreas(
  areas: readonly ProfileAreaKey[],
  options: { skip?: boolean } = {},
) {
  const { company } = useCompanyProfile();
  const { data, loading, error, refetch } = useQuery(PROFILE_AREAS_QUERY, {
    variables: { id: company.id, areas: [...areas] },
    skip: options.skip,
  });
  const raw = data?.companyById?.profile;
  const parsed = useMemo<AreaMap | null>(() => (raw ? parseProfileAreas(raw) : null), [raw]);
  return {
    areas: parsed,
    loading: loading && !parsed,
    failed: Boolean(error) && !parsed,
    retry: () => void refetch().catch(() => undefined),
  };
}
