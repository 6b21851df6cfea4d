import { useQuery } from "@apollo/client/react";
import { Anchor, Button, Group, Loader, Stack, Title } from "@mantine/core";
import { IconArrowLeft } from "@tabler/icons-react";
import { Link, useNavigate, useParams } from "react-router";
import { usePageTitle } from "../../../app/page-title.ts";
import { EmptyState } from "../../../ui/EmptyState.tsx";
import { ErrorWithRetry, retryWith } from "../../../ui/forms/ErrorWithRetry.tsx";
import { SUPPLIER_CASE_QUERY } from "../case.graphql.ts";
import { ExistingCase } from "./ExistingCase.tsx";
import { useCaseViewed } from "./use-case-viewed.ts";

/** /cases/{id}: one case in the expanded view (spec 2 §2). */
export function CasePage() {
  const { id = "" } = useParams();
  const navigate = useNavigate();
  const { data, error, refetch } = useQuery(SUPPLIER_CASE_QUERY, {
    variables: { id },
    fetchPolicy: "cache-and-network",
  });
  const supplierCase = data?.supplierCase;
  usePageTitle(supplierCase ? supplierCase.title : data ? "Case not found" : "Case");
  useCaseViewed(supplierCase);
  const back = (
    <Anchor component={Link} to="/cases" size="sm">
      <Group gap={4} component="span">
        <IconArrowLeft size={14} aria-hidden />
        All cases
      </Group>
    </Anchor>
  );

  if (error && !data) return <ErrorWithRetry onRetry={retryWith(refetch)} />;
  if (!data) {
    return (
      <Group justify="center" p="xl">
        <Loader aria-label="Loading" />
      </Group>
    );
  }
  if (!supplierCase) {
    return (
      <EmptyState
        title="Case not found"
        description="It does not exist, or it has not been shared with you."
      >
        <Button component={Link} to="/cases" variant="default">
          Back to cases
        </Button>
      </EmptyState>
    );
  }
  return (
    <Stack gap="md">
      {back}
      <Title order={1} size="h3">
        Case ID {supplierCase.rowNumber}
      </Title>
      <ExistingCase
        supplierCase={supplierCase}
        view="expanded"
        onDeleted={() => navigate("/cases")}
      />
    </Stack>
  );
}
