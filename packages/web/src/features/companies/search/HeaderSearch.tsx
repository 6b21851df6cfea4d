import { useQuery } from "@apollo/client/react";
import { Box, Combobox, Loader, Stack, Text, TextInput, useCombobox } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { IconSearch } from "@tabler/icons-react";
import { companySearchLimits } from "@tierwise/common/company-search-limits";
import { limits } from "@tierwise/common/limits";
import { portfolioSuggestionLimits } from "@tierwise/common/portfolios";
import { type FormEvent, type KeyboardEvent, useState } from "react";
import { useNavigate } from "react-router";
import { portfolioPath } from "../../portfolios/portfolio-paths.ts";
import { usePortfolioSuggestions } from "../../portfolios/use-portfolio-suggestions.ts";
import { companyLocationLabel, companyProfilePath, quickSearchPath } from "./company-labels.ts";
import { headerSearchLabel } from "./HeaderSearchPlaceholder.tsx";
import { QUICK_SEARCH_QUERY } from "./quick-search.graphql.ts";

/** Option values: a company's slug, or the "See all results" entry. */
const seeAllValue = "see-all";
const companyValuePrefix = "company:";
const portfolioValuePrefix = "portfolio:";

/**
 * The header's company search (spec 3 §2, §9): suggestions appear after the select-search
 * debounce, six at most. Arrow keys move through them (Mantine sets aria-activedescendant);
 * Enter on a suggestion opens the profile, Enter with none highlighted opens /quick-search.
 */
export function HeaderSearch({
  initialText = "",
  autoFocus = false,
}: {
  initialText?: string;
  /** True when it takes over from a focused placeholder. */
  autoFocus?: boolean;
}) {
  const navigate = useNavigate();
  const combobox = useCombobox({
    // Taking over from the placeholder: keep what was typed, and the list open for it.
    defaultOpened: initialText.trim() !== "",
    onDropdownClose: () => combobox.resetSelectedOption(),
  });
  const [text, setText] = useState(initialText);
  const trimmed = text.trim();
  const [debounced] = useDebouncedValue(trimmed, limits.selectSearchDebounceMs);
  const { data, previousData, loading, error } = useQuery(QUICK_SEARCH_QUERY, {
    variables: { text: debounced, first: companySearchLimits.headerSuggestions },
    skip: debounced === "",
  });
  const settled = debounced === trimmed && !loading;
  const companies = debounced === "" ? [] : ((data ?? previousData)?.quickSearch.companies ?? []);
  const { portfolios } = usePortfolioSuggestions(debounced, portfolioSuggestionLimits.header);

  const leave = (path: string) => {
    setText("");
    combobox.closeDropdown();
    navigate(path);
  };

  const openAllResults = () => {
    if (trimmed !== "") leave(quickSearchPath(trimmed));
  };

  const onOptionSubmit = (value: string) => {
    if (value === seeAllValue) openAllResults();
    else if (value.startsWith(companyValuePrefix)) {
      leave(companyProfilePath(value.slice(companyValuePrefix.length)));
    } else if (value.startsWith(portfolioValuePrefix)) {
      leave(portfolioPath(value.slice(portfolioValuePrefix.length)));
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== "Enter" || event.nativeEvent.isComposing) return;
    // With a highlighted suggestion Mantine's own handler submits that option instead.
    if (combobox.dropdownOpened && combobox.getSelectedOptionIndex() !== -1) return;
    event.preventDefault();
    openAllResults();
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    openAllResults();
  };

  let status: string | null = null;
  if (error && companies.length === 0) status = "Suggestions are unavailable right now.";
  else if (settled && companies.length === 0) status = `No companies match "${trimmed}".`;

  return (
    <Box
      component="form"
      role="search"
      aria-label="Company search"
      onSubmit={onSubmit}
      w={{ base: "100%", sm: 360 }}
    >
      <Combobox store={combobox} onOptionSubmit={onOptionSubmit} position="bottom-start">
        <Combobox.Target withExpandedAttribute>
          <TextInput
            aria-label={headerSearchLabel}
            placeholder={headerSearchLabel}
            value={text}
            leftSection={<IconSearch size={16} aria-hidden />}
            rightSection={loading ? <Loader size="xs" aria-label="Searching" /> : null}
            onChange={(event) => {
              setText(event.currentTarget.value);
              combobox.resetSelectedOption();
              if (event.currentTarget.value.trim() === "") combobox.closeDropdown();
              else combobox.openDropdown();
            }}
            onFocus={() => {
              if (trimmed !== "") combobox.openDropdown();
            }}
            onBlur={() => combobox.closeDropdown()}
            onKeyDown={onKeyDown}
            autoComplete="off"
            maxLength={200}
            // Taking over from a focused placeholder, the focus moves here.
            autoFocus={autoFocus}
          />
        </Combobox.Target>
        <Combobox.Dropdown hidden={trimmed === ""}>
          <Combobox.Options aria-label="Company suggestions">
            {portfolios.length > 0 ? (
              <Combobox.Group label="Portfolios">
                {portfolios.map((portfolio) => (
                  <Combobox.Option
                    key={portfolio.id}
                    value={`${portfolioValuePrefix}${portfolio.slug}`}
                  >
                    <Stack gap={0}>
                      <Text size="sm" fw={600}>
                        {portfolio.name}
                      </Text>
                      {portfolio.ancestors.length > 0 ? (
                        <Text size="xs" c="dimmed">
                          {portfolio.ancestors.map((ancestor) => ancestor.name).join(" / ")}
                        </Text>
                      ) : null}
                    </Stack>
                  </Combobox.Option>
                ))}
              </Combobox.Group>
            ) : null}
            {companies.map((company) => {
              const details = [companyLocationLabel(company), company.industry ?? ""].filter(
                (part) => part !== "",
              );
              return (
                <Combobox.Option key={company.id} value={`${companyValuePrefix}${company.slug}`}>
                  <Stack gap={0}>
                    <Text size="sm" fw={600}>
                      {company.displayName}
                    </Text>
                    {details.length > 0 ? (
                      <Text size="xs" c="dimmed">
                        {details.join(" · ")}
                      </Text>
                    ) : null}
                  </Stack>
                </Combobox.Option>
              );
            })}
            {status ? <Combobox.Empty aria-live="polite">{status}</Combobox.Empty> : null}
            <Combobox.Option value={seeAllValue}>
              <Text size="sm" c="blue">
                See all results for "{trimmed}"
              </Text>
            </Combobox.Option>
          </Combobox.Options>
        </Combobox.Dropdown>
      </Combobox>
    </Box>
  );
}
