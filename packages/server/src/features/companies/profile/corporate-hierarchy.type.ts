import { familyRoles } from "@tierwise/common/company-profile";
import { builder } from "../../../graphql/builder.ts";
import type { CorporateHierarchy, HierarchyMember } from "./corporate-hierarchy.service.ts";

export const HierarchyFilterInput = builder.inputType("CorporateHierarchyFilter", {
  fields: (t) => ({
    companies: t.idList({ required: false }),
    countries: t.stringList({ required: false }),
    familyRoles: t.stringList({
      required: false,
      description: 'Family role codes; "~9140" excludes branches (the page default).',
    }),
  }),
});

const HierarchyMemberType = builder
  .objectRef<HierarchyMember>("CorporateHierarchyMember")
  .implement({
    fields: (t) => ({
      id: t.exposeID("id"),
      slug: t.exposeString("slug"),
      displayName: t.exposeString("displayName"),
      duns: t.exposeString("duns", { nullable: true }),
      countryCode: t.exposeString("countryCode", { nullable: true }),
      city: t.exposeString("city", { nullable: true }),
      familyRoleCode: t.exposeString("familyRoleCode", { nullable: true }),
      familyRole: t.string({
        nullable: true,
        resolve: (m) =>
          m.familyRoleCode
            ? (familyRoles[m.familyRoleCode as keyof typeof familyRoles] ?? null)
            : null,
      }),
      parentId: t.exposeID("parentCompanyId", { nullable: true }),
      depth: t.exposeInt("depth"),
      employeeCount: t.exposeInt("employeeCount", { nullable: true }),
      revenueUsd: t.exposeFloat("revenueUsd", { nullable: true }),
    }),
  });

export const CorporateHierarchyType = builder
  .objectRef<CorporateHierarchy>("CorporateHierarchy")
  .implement({
    fields: (t) => ({
      globalUltimateId: t.exposeID("globalUltimateId"),
      members: t.field({ type: [HierarchyMemberType], resolve: (h) => h.members }),
      familySize: t.exposeInt("familySize"),
      truncated: t.exposeBoolean("truncated"),
      countries: t.exposeStringList("countries"),
      familyRoles: t.exposeStringList("familyRoles"),
    }),
  });
