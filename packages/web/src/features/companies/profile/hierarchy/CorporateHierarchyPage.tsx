import { Anchor, Badge, Box, Group, Stack, Text, VisuallyHidden } from "@mantine/core";
import { missingValue } from "@tierwise/common/formatting";
import { Link } from "react-router";
import { ProfileSection } from "../areas/ProfileSection.tsx";
import { ProfileTable } from "../areas/ProfileTable.tsx";
import { SubPageFrame } from "../areas/SubPageFrame.tsx";
import { countryLabel } from "../company-location.ts";
import { useCompanyProfile } from "../company-profile-context.ts";
import { formatCount } from "../format.ts";
import { companyPath } from "../profile-paths.ts";
import { TablePagination } from "../sections/TablePagination.tsx";
import { usePage } from "../sections/use-page.ts";
import { HierarchyFilterBar } from "./HierarchyFilterBar.tsx";
import { HierarchyNotice } from "./HierarchyNotice.tsx";
import { type FamilyMember, treeOrder } from "./hierarchy-tree.ts";
import { useFilteredHierarchy } from "./use-corporate-hierarchy.ts";

/** Rows per page: a family can have up to 10,000 members. */
const perPage = 100;

/** Corporate hierarchy: the whole family as an indented tree, filtered from the address. */
export function CorporateHierarchyPage() {
  const { company } = useCompanyProfile();
  const { hierarchy, loading, failed, refreshing, retry, filters, setFilters } =
    useFilteredHierarchy();
  const rows = treeOrder(hierarchy?.members ?? []);
  const { page, pageCount, setPage, pageRows } = usePage(rows, perPage);
  const top = hierarchy?.members.find((member) => member.id === hierarchy.globalUltimateId);

  return (
    <SubPageFrame subPage="corporate-hierarchy" loading={loading} failed={failed} onRetry={retry}>
      <HierarchyFilterBar filters={filters} hierarchy={hierarchy} onChange={setFilters} />
      {hierarchy ? (
        <ProfileSection
          title="Family tree"
          empty={rows.length === 0}
          emptyText="No family members match these filters."
        >
          <Stack gap="sm" aria-busy={refreshing}>
            <HierarchyNotice hierarchy={hierarchy} />
            {top ? (
              <Text size="sm">
                Global ultimate:{" "}
                <Anchor component={Link} to={companyPath(top.slug)}>
                  {top.displayName}
                </Anchor>
              </Text>
            ) : null}
            <ProfileTable<FamilyMember>
              caption="Corporate family tree"
              minWidth={760}
              rows={pageRows}
              rowKey={(member) => member.id}
              columns={[
                {
                  header: "Company",
                  cell: (member) => (
                    <Box pl={Math.min(member.depth, 12) * 16}>
                      <Group gap={6} wrap="wrap">
                        <VisuallyHidden>Level {member.depth + 1}: </VisuallyHidden>
                        {member.id === company.id ? (
                          <>
                            <Text size="sm" fw={700}>
                              {member.displayName}
                            </Text>
                            <Badge size="xs" variant="light">
                              This company
                            </Badge>
                          </>
                        ) : (
                          <Anchor component={Link} to={companyPath(member.slug)} size="sm">
                            {member.displayName}
                          </Anchor>
                        )}
                      </Group>
                    </Box>
                  ),
                },
                { header: "Family role", cell: (member) => member.familyRole ?? missingValue },
                { header: "Country", cell: (member) => countryLabel(member.countryCode) },
                { header: "City", cell: (member) => member.city ?? missingValue },
                {
                  header: "Employees",
                  cell: (member) => formatCount(member.employeeCount),
                  numeric: true,
                },
                { header: "DUNS", cell: (member) => member.duns ?? missingValue },
              ]}
            />
            <TablePagination
              label="Corporate family tree"
              page={page}
              pageCount={pageCount}
              total={rows.length}
              onChange={setPage}
            />
          </Stack>
        </ProfileSection>
      ) : null}
    </SubPageFrame>
  );
}
