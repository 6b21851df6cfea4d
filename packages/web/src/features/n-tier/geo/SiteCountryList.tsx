import { Button, Group, Stack, Text, Title } from "@mantine/core";
import { SiteCompanyList } from "./SiteCompanyList.tsx";
import type { CountrySites } from "./site-geojson.ts";

type SiteCountryListProps = {
  countries: readonly CountrySites[];
  slugs: ReadonlyMap<string, string>;
  selectedCountry: string | null;
  onSelectCountry: (code: string) => void;
};

/**
 * The sites by country: what the map shows, for keyboards and screen readers, and the view
 * itself when the browser cannot draw the map. Choosing a country opens its exposure, as a
 * click on the map's country does.
 */
export function SiteCountryList({
  countries,
  slugs,
  selectedCountry,
  onSelectCountry,
}: SiteCountryListProps) {
  return (
    <Stack gap="lg" component="ul" style={{ listStyle: "none", padding: 0, margin: 0 }}>
      {countries.map((country) => (
        <Stack key={country.code || "unknown"} gap={6} component="li">
          <Group justify="space-between" wrap="nowrap">
            <div>
              <Title order={3} size="h5">
                {country.name}
              </Title>
              <Text size="xs" c="dimmed">
                {country.siteCount === 1 ? "1 site" : `${country.siteCount} sites`}
              </Text>
            </div>
            {country.code && (
              <Button
                size="compact-sm"
                variant={selectedCountry === country.code ? "filled" : "default"}
                aria-pressed={selectedCountry === country.code}
                aria-label={`Exposed suppliers in ${country.name}`}
                onClick={() => onSelectCountry(country.code)}
              >
                Exposed suppliers
              </Button>
            )}
          </Group>
          <SiteCompanyList
            companies={country.companies}
            slugs={slugs}
            label={`Companies with sites in ${country.name}`}
          />
        </Stack>
      ))}
    </Stack>
  );
}
