import type { GraphQLSchema } from "graphql";
import { builder } from "./graphql/builder.ts";
import "./graphql/scalars.ts";
import "./graphql/error-types.ts";
import "./features/health/health.type.ts";
import "./features/auth/auth-error.types.ts";
import "./features/auth/session.type.ts";
import "./features/auth/sign-in.type.ts";
import "./features/auth/totp.type.ts";
import "./features/auth/password.type.ts";
import "./features/auth/user.type.ts";
import "./features/organizations/session-organization.type.ts";
import "./features/organizations/organization-choice.type.ts";
import "./features/settings/settings.type.ts";
import "./features/undo/snackbar-undo.type.ts";
import "./features/organizations/members.type.ts";
import "./features/organizations/invitations.type.ts";
import "./features/organizations/teams.type.ts";
import "./features/tags/tag.type.ts";
import "./features/organizations/feature-flags.type.ts";
import "./features/organizations/organization-admin.type.ts";
import "./features/audit/audit.type.ts";
import "./features/sso/sso.type.ts";
import "./features/notifications/unsubscribe.type.ts";
import "./features/companies/company.type.ts";
import "./features/companies/quick-search.type.ts";
import "./features/companies/compare/compare.type.ts";
import "./features/companies/search/advanced-search.type.ts";
import "./features/companies/search/search-aggregations.type.ts";
import "./features/saved-items/saved-items.type.ts";
import "./features/exports/export-job.type.ts";

let schema: GraphQLSchema | undefined;

/** The whole schema. Feature type files register themselves on the builder when imported above. */
export function buildSchema(): GraphQLSchema {
  schema ??= builder.toSchema({ sortSchema: true });
  return schema;
}
