import { NotFoundError } from "../../core/errors.ts";
import { builder } from "../../graphql/builder.ts";
import { SessionType } from "../auth/session.type.ts";
import { SessionOrganizationType } from "../auth/session-organization.type.ts";
import type { SessionView } from "../auth/session-view.ts";
import {
  businessUnitOptions,
  jobTitleOptions,
  myOrganizations,
  setCurrentOrganization,
} from "./organization-choice.service.ts";

builder.queryFields((t) => ({
  myOrganizations: t.field({
    type: [SessionOrganizationType],
    description: "The organisations the viewer can choose (UNAUTHENTICATED when signed out).",
    resolve: (_root, _args, ctx) => myOrganizations(ctx),
  }),
  jobTitleOptions: t.stringList({ resolve: (_root, _args, ctx) => jobTitleOptions(ctx) }),
  businessUnitOptions: t.stringList({ resolve: (_root, _args, ctx) => businessUnitOptions(ctx) }),
}));

const SetCurrentOrganizationInput = builder.inputType("SetCurrentOrganizationInput", {
  fields: (t) => ({ organizationId: t.id({ required: true }) }),
});

const SetCurrentOrganizationSuccess = builder
  .objectRef<{ session: SessionView }>("SetCurrentOrganizationSuccess")
  .implement({
    fields: (t) => ({
      session: t.field({ type: SessionType, resolve: (result) => result.session }),
    }),
  });

builder.mutationField("setCurrentOrganization", (t) =>
  t.field({
    type: SetCurrentOrganizationSuccess,
    args: { input: t.arg({ type: SetCurrentOrganizationInput, required: true }) },
    errors: { types: [NotFoundError], union: { name: "SetCurrentOrganizationResult" } },
    resolve: (_root, { input }, ctx) =>
      setCurrentOrganization(ctx, { organizationId: String(input.organizationId) }),
  }),
);
