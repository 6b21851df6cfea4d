import { Anchor, Badge, Group, Stack, Text, Timeline } from "@mantine/core";
import { missingValue } from "@tierwise/common/formatting";
import { Link } from "react-router";
import { ProfileSection } from "../areas/ProfileSection.tsx";
import { ProfileTable } from "../areas/ProfileTable.tsx";
import { SubPageFrame } from "../areas/SubPageFrame.tsx";
import { countryLabel } from "../company-location.ts";
import { useCompanyProfile } from "../company-profile-context.ts";
import { formatCount } from "../format.ts";
import { companyPath } from "../profile-paths.ts";
import { HierarchyNotice } from "./HierarchyNotice.tsx";
import { directSubsidiaries, type FamilyMember, pathFromTop } from "./hierarchy-tree.ts";
import { useWholeHierarchy } from "./use-corporate-hierarchy.ts";

/**
 * corporate-hierarchy-2. The spec names this sub-page without describing it; we read it as a
 * focused view of this company's place in its family: the chain of parents from the global
 * ultimate down to this company, and this company's direct subsidiaries (branches included,
 * since a focused view should not hide anything directly below the company).
 */
export function HierarchyPathPage() {
  const { company } = useCompanyProfile();
  const { hierarchy, loading, failed, retry } = useWholeHierarchy();
  const members = hierarchy?.members ?? [];
  const path = pathFromTop(members, company.id);
  const subsidiaries = directSubsidiaries(members, company.id);

  return (
    <SubPageFrame subPage="corporate-hierarchy-2" loading={loading} failed={failed} onRetry={retry}>
      {hierarchy ? (
        <Stack gap="md">
          <HierarchyNotice hierarchy={hierarchy} />
          <ProfileSection
            title="Path to the global ultimate"
            empty={path.length === 0}
            emptyText="This company is not part of the family lookup."
          >
            <Timeline bulletSize={16} lineWidth={2} active={path.length - 1} aria-label="Parents">
              {path.map((member, index) => (
                <Timeline.Item
                  key={member.id}
                  title={
                    member.id === company.id ? (
                      <Group gap={6}>
                        <Text fw={700} size="sm" aria-current="true">
                          {member.displayName}
                        </Text>
                        <Badge size="xs" variant="light">
                          This company
                        </Badge>
                      </Group>
                    ) : (
                      <Anchor component={Link} to={companyPath(member.slug)} size="sm" fw={500}>
                        {member.displayName}
                      </Anchor>
                    )
                  }
                >
                  <Text size="xs" c="dimmed">
                    {index === 0 ? "Global ultimate · " : null}
                    {member.familyRole ?? "Unknown role"} · {countryLabel(member.countryCode)}
                  </Text>
                </Timeline.Item>
              ))}
            </Timeline>
          </ProfileSection>
          <ProfileSection
            title="Direct subsidiaries"
            empty={subsidiaries.length === 0}
            emptyText="This company has no direct subsidiaries."
          >
            <ProfileTable<FamilyMember>
              caption="Direct subsidiaries"
              rows={subsidiaries}
              rowKey={(member) => member.id}
              columns={[
                {
                  header: "Company",
                  cell: (member) => (
                    <Anchor component={Link} to={companyPath(member.slug)} size="sm">
                      {member.displayName}
                    </Anchor>
                  ),
                },
                { header: "Family role", cell: (member) => member.familyRole ?? missingValue },
                { header: "Country", cell: (member) => countryLabel(member.countryCode) },
                {
                  header: "Employees",
                  cell: (member) => formatCount(member.employeeCount),
                  numeric: true,
                },
              ]}
            />
          </ProfileSection>
        </Stack>
      ) : null}
    </SubPageFrame>
  );
}
