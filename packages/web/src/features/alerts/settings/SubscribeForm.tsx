import { useMutation, useQuery } from "@apollo/client/react";
import { Button, Group, Select } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import type { SubscriptionKind } from "@tierwise/common/alerts";
import { limits } from "@tierwise/common/limits";
import { messages } from "@tierwise/common/messages";
import { useState } from "react";
import { showSnackbar } from "../../../app/snackbar/show-snackbar.ts";
import { QUICK_SEARCH_QUERY } from "../../companies/search/quick-search.graphql.ts";
import { AVAILABLE_ALERT_FILTERS_QUERY } from "../alert.graphql.ts";
import { locationLabel } from "../card/alert-display.ts";
import { SUBSCRIBE_ALERT_ENTITY } from "./alert-settings.graphql.ts";
import { subscriptionKindNouns } from "./subscription-labels.ts";

type Option = { value: string; label: string };

/** Companies come from the company search (every known company); places and commodities from the alerts'. */
function useCandidates(
  kind: SubscriptionKind,
  text: string,
): { options: Option[]; loading: boolean } {
  const companies = useQuery(QUICK_SEARCH_QUERY, {
    variables: { text, first: 20 },
    skip: kind !== "company" || text === "",
  });
  const others = useQuery(AVAILABLE_ALERT_FILTERS_QUERY, {
    variables: { search: text || null },
    skip: kind === "company",
  });
  if (kind === "company") {
    const found = companies.data?.quickSearch.companies ?? [];
    return {
      options: found.map((company) => ({
        value: company.id,
        label: company.countryCode
          ? `${company.displayName} (${company.countryCode})`
          : company.displayName,
      })),
      loading: companies.loading,
    };
  }
  const available = others.data?.availableAlertFilters;
  const options =
    kind === "location"
      ? (available?.locations ?? []).map((location) => ({
          value: location.id,
          label: locationLabel(location),
        }))
      : (available?.commodities ?? []).map((commodity) => ({
          value: commodity.id,
          label: commodity.name,
        }));
  return { options, loading: others.loading };
}

/** An administrator subscribes the organisation to one more company, location or commodity. */
export function SubscribeForm({ kind }: { kind: SubscriptionKind }) {
  const [search, setSearch] = useState("");
  const [debounced] = useDebouncedValue(search.trim(), limits.selectSearchDebounceMs);
  const [entityId, setEntityId] = useState<string | null>(null);
  const { options, loading } = useCandidates(kind, debounced);
  const [subscribe, subscribing] = useMutation(SUBSCRIBE_ALERT_ENTITY, {
    refetchQueries: ["AlertSubscriptions"],
  });
  const noun = subscriptionKindNouns[kind];

  async function submit() {
    if (!entityId) return;
    let failure: string | null = messages.somethingWentWrong;
    try {
      const result = (await subscribe({ variables: { input: { kind, entityId } } })).data
        ?.subscribeAlertEntity;
      failure =
        result?.__typename === "AlertSubscriptionSuccess"
          ? null
          : (result && "message" in result && result.message) || messages.somethingWentWrong;
    } catch {
      failure = messages.somethingWentWrong;
    }
    if (failure) {
      showSnackbar({ type: "error", message: failure });
      return;
    }
    showSnackbar({ type: "success", message: `Subscribed to the ${noun}.` });
    setEntityId(null);
    setSearch("");
  }

  return (
    <Group
      align="flex-end"
      gap="sm"
      component="form"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Select
        label={`Add a ${noun}`}
        placeholder="Search by name"
        data={options}
        value={entityId}
        onChange={setEntityId}
        searchable
        searchValue={search}
        onSearchChange={setSearch}
        filter={({ options: found }) => found}
        nothingFoundMessage={
          loading ? "Searching…" : debounced ? "Nothing found" : "Type to search"
        }
        comboboxProps={{ withinPortal: true }}
        style={{ flex: 1, maxWidth: 420 }}
      />
      <Button type="submit" disabled={!entityId} loading={subscribing.loading}>
        Subscribe
      </Button>
    </Group>
  );
}
