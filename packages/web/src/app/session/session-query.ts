import type { TypedDocumentNode } from "@apollo/client";
import { gql } from "@apollo/client";
import type { SessionQueryData } from "./session.types.ts";

/** Every Session field of the contract. Reused by mutations that answer with a session. */
export const SESSION_ORGANIZATION_FIELDS = gql`
  fragment SessionOrganizationFields on SessionOrganization {
    id
    name
    type
    logoUrl
    productName
    brandColor
    featureFlags
    customView {
      homepageTitle
      homepageMessage
      logoUrl
      hiddenLinks
      customSidebarLinks {
        enabled
        iconUrl
        title
        url
      }
      poweredByLabel
      hideHome
    }
    totpRequired
  }
`;

export const SESSION_FIELDS = gql`
  fragment SessionFields on Session {
    id
    key
    authId
    authenticated
    stage
    details {
      email
      name
    }
    organization {
      ...SessionOrganizationFields
    }
    organizations {
      ...SessionOrganizationFields
    }
    roles
    permissions
    teams {
      id
      name
      membershipCreatedAt
    }
    programs {
      key
    }
    settings
    internal
    expiresAt
    warningSeconds
  }
  ${SESSION_ORGANIZATION_FIELDS}
`;

export const SESSION_QUERY: TypedDocumentNode<SessionQueryData, Record<string, never>> = gql`
  query Session {
    session {
      ...SessionFields
    }
  }
  ${SESSION_FIELDS}
`;
