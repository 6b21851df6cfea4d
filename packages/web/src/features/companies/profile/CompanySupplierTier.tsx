import { gql, type TypedDocumentNode } from "@apollo/client";
import { useQuery } from "@apollo/client/react";
import { Group, VisuallyHidden } from "@mantine/core";
import { IconHierarchy3 } from "@tabler/icons-react";
import { useSession } from "../../../app/session/use-session.ts";
import { NTierTierBadge } from "../../n-tier/NTierTierBadge.tsx";

/** The viewer organisation's tier for the company (server: n-tier's Company.supplierTier). */
export const COMPANY_SUPPLIER_TIER_QUERY: TypedDocumentNode<
  { companyById: { __typename: "Company"; id: string; supplierTier: number | null } | null },
  { id: string }
> = gql`
  query CompanySupplierTier($id: ID!) {
    companyById(id: $id) { id supplierTier }
  }
`;

function SupplierTier({ companyId }: { companyId: string }) {
  const { data } = useQuery(COMPANY_SUPPLIER_TIER_QUERY, { variables: { id: companyId } });
  const tier = data?.companyById?.supplierTier ?? null;
  // Nothing while loading, on an error or outside the network: the header has no gap to fill.
  if (tier === null) return null;
  return (
    <Group gap={4} wrap="nowrap" data-testid="company-supplier-tier">
      <IconHierarchy3 size={16} aria-hidden />
      <VisuallyHidden>Supplier tier: </VisuallyHidden>
      <NTierTierBadge tier={tier} />
    </Group>
  );
}

/**
 * The company's supplier tier in the viewer organisation's network, on the profile header
 * (issue 29): only with nTier, so organisations without it never ask for their network.
 */
export function CompanySupplierTier({ companyId }: { companyId: string }) {
  const session = useSession();
  if (session.organization?.featureFlags?.nTier !== true) return null;
  return <SupplierTier companyId={companyId} />;
}
