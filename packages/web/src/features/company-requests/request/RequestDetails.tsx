import { Anchor, Badge, Group, Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { requestFieldLabels, requestFields } from "@tierwise/common/company-requests";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { sessionCan } from "../../../app/session/session-policy.ts";
import { useSession } from "../../../app/session/use-session.ts";
import { countryLabelOf } from "../../cases/maker/case-countries.ts";
import { formatCaseDate } from "../../cases/maker/case-dates.ts";
import { companyProfilePath } from "../../companies/search/company-labels.ts";
import { portfolioPath } from "../../portfolios/portfolio-paths.ts";
import { dataPackageLabel } from "../../subscription-sets/subscription-set-labels.ts";
import type { CompanyRequest } from "../company-request.graphql.ts";
import { personName } from "../list/RequestTable.tsx";
import { bulkRequestPath } from "../request-paths.ts";

const notGiven = "—";

function fieldValue(request: CompanyRequest, field: (typeof requestFields)[number]): string {
  if (field === "outOfBusiness" || field === "branchind") return request[field] ? "Yes" : "No";
  if (field === "country") return request.country ? countryLabelOf(request.country) : notGiven;
  return request[field] || notGiven;
}

function Entry({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text component="dt" size="xs" c="dimmed">
        {label}
      </Text>
      <Text component="dd" size="sm" m={0} style={{ overflowWrap: "anywhere" }}>
        {children}
      </Text>
    </div>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder p="md" component="section" aria-label={title}>
      <Title order={2} size="h4" mb="sm">
        {title}
      </Title>
      {children}
    </Paper>
  );
}

/** Every field of a request, and what it is linked to (spec 3 §3 "Company request"). */
export function RequestDetails({ request }: { request: CompanyRequest }) {
  const session = useSession();
  return (
    <Stack gap="md">
      <Section title="Requested company">
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="sm" component="dl" m={0}>
          {requestFields.map((field) => (
            <Entry key={field} label={requestFieldLabels[field]}>
              {fieldValue(request, field)}
            </Entry>
          ))}
          <Entry label="DUNS number">{request.duns || notGiven}</Entry>
          <Entry label="Created by">{personName(request.creator)}</Entry>
          <Entry label="Created">{formatCaseDate(request.createdAt)}</Entry>
          <Entry label="Last update">{formatCaseDate(request.updatedAt)}</Entry>
          {request.bulkRequest ? (
            <Entry label="Bulk request">
              {sessionCan(session, "requests.readBulk") ? (
                <Anchor component={Link} to={bulkRequestPath(request.bulkRequest.id)}>
                  {request.bulkRequest.filename}
                </Anchor>
              ) : (
                request.bulkRequest.filename
              )}
            </Entry>
          ) : null}
        </SimpleGrid>
      </Section>
      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md">
        <Section title="Known company">
          {request.company ? (
            <Anchor component={Link} to={companyProfilePath(request.company.slug)}>
              {request.company.name}
            </Anchor>
          ) : (
            <Text size="sm" c="dimmed">
              Not known yet.
            </Text>
          )}
        </Section>
        <Section title="Portfolios">
          {request.portfolios.length === 0 ? (
            <Text size="sm" c="dimmed">
              None.
            </Text>
          ) : (
            <Stack gap={4}>
              {request.portfolios.map((portfolio) => (
                <Anchor key={portfolio.id} component={Link} to={portfolioPath(portfolio.slug)}>
                  {portfolio.name}
                </Anchor>
              ))}
            </Stack>
          )}
        </Section>
        <Section title="Subscription sets">
          {request.subscriptionSets.length === 0 ? (
            <Text size="sm" c="dimmed">
              None.
            </Text>
          ) : (
            <Stack gap="xs">
              {request.subscriptionSets.map((set) => (
                <div key={set.id}>
                  <Text size="sm" fw={600}>
                    {set.name}
                  </Text>
                  <Group gap={4}>
                    {set.dataPackages.map((name) => (
                      <Badge key={name} variant="light" radius="sm" size="sm">
                        {dataPackageLabel(name)}
                      </Badge>
                    ))}
                  </Group>
                </div>
              ))}
            </Stack>
          )}
        </Section>
      </SimpleGrid>
    </Stack>
  );
}
