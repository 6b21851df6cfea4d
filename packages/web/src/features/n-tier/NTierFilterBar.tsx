import { Checkbox, Group, Paper, Radio } from "@mantine/core";
import { ClearFiltersButton, FilterSearchInput } from "../../ui/FilterControls.tsx";
import { NTierValueFilter } from "./NTierValueFilter.tsx";
import {
  activeNTierFilterCount,
  emptyNTierFilter,
  type NTierFilter,
  nTierTiers,
} from "./n-tier-filter.ts";

type RiskChoice = "any" | "yes" | "no";
const riskChoices: { value: RiskChoice; label: string }[] = [
  { value: "any", label: "Any" },
  { value: "yes", label: "With risks" },
  { value: "no", label: "Without risks" },
];

const riskChoiceOf = (hasRisks: boolean | null): RiskChoice =>
  hasRisks === null ? "any" : hasRisks ? "yes" : "no";

/**
 * The filter shared by the table, the map and the graph: company name, tier, risk, and the
 * country, industry and part lists (each offered five values at a time, spec 3 §9).
 */
export function NTierFilterBar({
  filter,
  onChange,
}: {
  filter: NTierFilter;
  onChange: (filter: NTierFilter) => void;
}) {
  const set = (patch: Partial<NTierFilter>) => onChange({ ...filter, ...patch });
  return (
    <Paper withBorder p="sm" mt="md" component="section" aria-label="Filters">
      <Group align="flex-end" gap="md" wrap="wrap">
        <FilterSearchInput
          value={filter.search}
          onChange={(search) => set({ search })}
          placeholder="Company name"
        />
        <Checkbox.Group
          label="Tier"
          value={filter.tiers.map(String)}
          onChange={(values) => set({ tiers: values.map(Number).sort((a, b) => a - b) })}
        >
          <Group gap="sm" mt={8} mb={8}>
            {nTierTiers.map((tier) => (
              <Checkbox key={tier} value={String(tier)} label={`Tier ${tier}`} />
            ))}
          </Group>
        </Checkbox.Group>
        <Radio.Group
          label="Risk"
          value={riskChoiceOf(filter.hasRisks)}
          onChange={(value) => set({ hasRisks: value === "any" ? null : value === "yes" })}
        >
          <Group gap="sm" mt={8} mb={8}>
            {riskChoices.map((choice) => (
              <Radio key={choice.value} value={choice.value} label={choice.label} />
            ))}
          </Group>
        </Radio.Group>
        <NTierValueFilter
          field="country"
          label="Country"
          selected={filter.countries}
          onChange={(countries) => set({ countries })}
        />
        <NTierValueFilter
          field="industry"
          label="Industry"
          selected={filter.industries}
          onChange={(industries) => set({ industries })}
        />
        <NTierValueFilter
          field="part"
          label="Part"
          selected={filter.parts}
          onChange={(parts) => set({ parts })}
        />
      </Group>
      <ClearFiltersButton
        count={activeNTierFilterCount(filter)}
        onClear={() => onChange({ ...emptyNTierFilter, search: filter.search })}
      />
    </Paper>
  );
}
