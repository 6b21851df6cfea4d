import { gql, type TypedDocumentNode } from "@apollo/client";
import type { ValidationError } from "../../ui/forms/validation-error.ts";
import type {
  CustomViewInput,
  ManagedOrganizationSettings,
  OrganizationInput,
} from "./organization-form.ts";

/** GraphQL documents of organisation administration and branding, with hand-written types. */

interface MessageError<Name extends string> {
  __typename: Name;
  message: string;
}
export type NotFoundError = MessageError<"NotFoundError">;
export type UnmodifiableError = MessageError<"UnmodifiableError">;

export interface ManagedOrganization {
  __typename: "ManagedOrganization";
  id: string;
  name: string;
  type: string;
  logoUrl: string | null;
  productName: string | null;
  brandColor: string | null;
  ssoEnabled: boolean;
  active: boolean;
  createdAt: string;
  memberCount: number;
  featureFlags: Record<string, unknown>;
  settings: ManagedOrganizationSettings | null;
}

export interface OrganizationChangeSuccess {
  __typename: "OrganizationChangeSuccess";
  organization: ManagedOrganization;
}

const MANAGED_ORGANIZATION_FIELDS = gql`
  fragment ManagedOrganizationFields on ManagedOrganization {
    id
    name
    type
    logoUrl
    productName
    brandColor
    ssoEnabled
    active
    createdAt
    memberCount
    featureFlags
    settings
  }
`;

export type OrganizationListItem = Pick<
  ManagedOrganization,
  "__typename" | "id" | "name" | "type" | "active" | "memberCount" | "createdAt"
>;

export const ORGANIZATIONS_QUERY: TypedDocumentNode<
  { organizations: { items: OrganizationListItem[]; itemsCount: number } },
  { first: number; offset: number; query: string | null }
> = gql`
  query ManagedOrganizations($first: Int, $offset: Int, $query: String) {
    organizations(first: $first, offset: $offset, query: $query) {
      items { id name type active memberCount createdAt }
      itemsCount
    }
  }
`;

export const ORGANIZATION_QUERY: TypedDocumentNode<
  { organization: ManagedOrganization | NotFoundError },
  { id: string }
> = gql`
  query ManagedOrganization($id: ID!) {
    organization(id: $id) {
      __typename
      ... on ManagedOrganization { ...ManagedOrganizationFields }
      ... on NotFoundError { message }
    }
  }
  ${MANAGED_ORGANIZATION_FIELDS}
`;

export const CREATE_ORGANIZATION: TypedDocumentNode<
  { createOrganization: OrganizationChangeSuccess | ValidationError },
  { input: OrganizationInput }
> = gql`
  mutation CreateOrganization($input: OrganizationInput!) {
    createOrganization(input: $input) {
      __typename
      ... on OrganizationChangeSuccess { organization { ...ManagedOrganizationFields } }
      ... on ValidationError { message fieldErrors { path message } }
    }
  }
  ${MANAGED_ORGANIZATION_FIELDS}
`;

export const UPDATE_ORGANIZATION: TypedDocumentNode<
  { updateOrganization: OrganizationChangeSuccess | ValidationError | NotFoundError },
  { id: string; input: OrganizationInput }
> = gql`
  mutation UpdateOrganization($id: ID!, $input: OrganizationInput!) {
    updateOrganization(id: $id, input: $input) {
      __typename
      ... on OrganizationChangeSuccess { organization { ...ManagedOrganizationFields } }
      ... on ValidationError { message fieldErrors { path message } }
      ... on NotFoundError { message }
    }
  }
  ${MANAGED_ORGANIZATION_FIELDS}
`;

type ActiveResult = OrganizationChangeSuccess | NotFoundError | UnmodifiableError;

export const DEACTIVATE_ORGANIZATION: TypedDocumentNode<
  { deactivateOrganization: ActiveResult },
  { id: string }
> = gql`
  mutation DeactivateOrganization($id: ID!) {
    deactivateOrganization(id: $id) {
      __typename
      ... on OrganizationChangeSuccess { organization { ...ManagedOrganizationFields } }
      ... on NotFoundError { message }
      ... on UnmodifiableError { message }
    }
  }
  ${MANAGED_ORGANIZATION_FIELDS}
`;

export const REACTIVATE_ORGANIZATION: TypedDocumentNode<
  { reactivateOrganization: ActiveResult },
  { id: string }
> = gql`
  mutation ReactivateOrganization($id: ID!) {
    reactivateOrganization(id: $id) {
      __typename
      ... on OrganizationChangeSuccess { organization { ...ManagedOrganizationFields } }
      ... on NotFoundError { message }
      ... on UnmodifiableError { message }
    }
  }
  ${MANAGED_ORGANIZATION_FIELDS}
`;

export interface OrganizationBrandingInput {
  logoUrl: string | null;
  productName: string | null;
  brandColor: string | null;
  customView: CustomViewInput;
}

export const UPDATE_ORGANIZATION_BRANDING: TypedDocumentNode<
  { updateOrganizationBranding: OrganizationChangeSuccess | ValidationError },
  { input: OrganizationBrandingInput }
> = gql`
  mutation UpdateOrganizationBranding($input: OrganizationBrandingInput!) {
    updateOrganizationBranding(input: $input) {
      __typename
      ... on OrganizationChangeSuccess { organization { id logoUrl productName brandColor } }
      ... on ValidationError { message fieldErrors { path message } }
    }
  }
`;
