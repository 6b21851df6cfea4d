import { Skeleton, Stack } from "@mantine/core";
import { Suspense } from "react";
import { useParams } from "react-router";
import { useCompanyProfile } from "./company-profile-context.ts";
import { isSubPageOf } from "./profile-paths.ts";
import { subPageComponents } from "./sub-page-components.ts";

function SubPageSkeleton() {
  return (
    <Stack gap="md" aria-busy="true">
      <Skeleton height={32} width={220} />
      <Skeleton height={160} />
      <Skeleton height={160} />
    </Stack>
  );
}

/** The sub-page the address names (the route loader has already refused unknown ones). */
export function SubPageOutlet() {
  const { subPage } = useParams();
  const { company, kind } = useCompanyProfile();
  const current = isSubPageOf(kind, subPage) ? subPage : "overview";
  const Page = subPageComponents[current];
  return (
    <Suspense fallback={<SubPageSkeleton />}>
      <Page key={`${company.id}/${current}`} />
    </Suspense>
  );
}
