import { maxCount } from "./scim-filter.ts";
import { groupSchema, userSchema } from "./scim-resources.ts";

/**
 * The discovery documents (RFC 7643 §5–7, RFC 7644 §4): what identity providers read to learn
 * what this server supports. Minimal but true: only what the routes really do is listed.
 */
export const discoveryList = (resources: object[]) => ({
  schemas: ["urn:ietf:params:scim:api:messages:2.0:ListResponse"],
  totalResults: resources.length,
  itemsPerPage: resources.length,
  startIndex: 1,
  Resources: resources,
});

export function serviceProviderConfig(baseUrl: string) {
  return {
    schemas: ["urn:ietf:params:scim:schemas:core:2.0:ServiceProviderConfig"],
    patch: { supported: true },
    bulk: { supported: false, maxOperations: 0, maxPayloadSize: 0 },
    filter: { supported: true, maxResults: maxCount },
    changePassword: { supported: false },
    sort: { supported: false },
    etag: { supported: true },
    authenticationSchemes: [
      {
        type: "oauthbearertoken",
        name: "Bearer token",
        description: "An organisation service token with the scim scope.",
        primary: true,
      },
    ],
    meta: { resourceType: "ServiceProviderConfig", location: `${baseUrl}/ServiceProviderConfig` },
  };
}

export function resourceTypes(baseUrl: string) {
  const type = (name: "User" | "Group", endpoint: string, schema: string) => ({
    schemas: ["urn:ietf:params:scim:schemas:core:2.0:ResourceType"],
    id: name,
    name,
    endpoint,
    schema,
    meta: { resourceType: "ResourceType", location: `${baseUrl}/ResourceTypes/${name}` },
  });
  return [type("User", "/Users", userSchema), type("Group", "/Groups", groupSchema)];
}

type Attribute = {
  name: string;
  type: "string" | "boolean" | "complex" | "reference";
  multiValued?: boolean;
  required?: boolean;
  mutability?: "readOnly" | "readWrite" | "immutable";
  uniqueness?: "none" | "server";
  subAttributes?: Attribute[];
};

/** RFC 7643 §7's defaults filled in, so each attribute below says only what differs. */
function described(attribute: Attribute): object {
  const { subAttributes, ...rest } = attribute;
  return {
    multiValued: false,
    required: false,
    caseExact: false,
    mutability: "readWrite",
    returned: "default",
    uniqueness: "none",
    ...rest,
    ...(subAttributes ? { subAttributes: subAttributes.map(described) } : {}),
  };
}

const userAttributes: Attribute[] = [
  { name: "userName", type: "string", required: true, uniqueness: "server" },
  {
    name: "name",
    type: "complex",
    subAttributes: [
      { name: "givenName", type: "string" },
      { name: "familyName", type: "string" },
      { name: "formatted", type: "string", mutability: "readOnly" },
    ],
  },
  { name: "displayName", type: "string", mutability: "readOnly" },
  {
    name: "emails",
    type: "complex",
    multiValued: true,
    subAttributes: [
      { name: "value", type: "string" },
      { name: "type", type: "string" },
      { name: "primary", type: "boolean" },
    ],
  },
  { name: "active", type: "boolean" },
  { name: "externalId", type: "string" },
];

const groupAttributes: Attribute[] = [
  { name: "displayName", type: "string", required: true, uniqueness: "server" },
  {
    name: "members",
    type: "complex",
    multiValued: true,
    subAttributes: [
      { name: "value", type: "string", mutability: "immutable" },
      { name: "display", type: "string", mutability: "readOnly" },
      { name: "$ref", type: "reference", mutability: "immutable" },
    ],
  },
  { name: "externalId", type: "string" },
];

export function schemas(baseUrl: string) {
  const schema = (id: string, name: string, attributes: Attribute[]) => ({
    schemas: ["urn:ietf:params:scim:schemas:core:2.0:Schema"],
    id,
    name,
    description: name === "User" ? "A member of the organisation" : "A team of the organisation",
    attributes: attributes.map(described),
    meta: { resourceType: "Schema", location: `${baseUrl}/Schemas/${id}` },
  });
  return [
    schema(userSchema, "User", userAttributes),
    schema(groupSchema, "Group", groupAttributes),
  ];
}
