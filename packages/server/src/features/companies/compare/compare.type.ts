import {
  ConnectedObjectNotFoundError,
  InvalidIdError,
  LimitReachedError,
} from "../../../core/errors.ts";
import { builder } from "../../../graphql/builder.ts";
import { asTenant } from "../../../graphql/guards.ts";
import { CompanyType } from "../company.type.ts";
import {
  type CompareSettings,
  compareSettings,
  type StoredCompetitors,
  setStoredCompetitors,
  storedCompetitors,
} from "./compare.service.ts";

// Side-by-side data comes from companiesByIds (metrics, financials, profile) and
// Company.competitorSuggestions; this file adds only what /compare needs beyond that.

const CompareSettingsType = builder.objectRef<CompareSettings>("CompareSettings").implement({
  fields: (t) => ({
    maxCompanies: t.exposeInt("maxCompanies", {
      description: "Most companies side by side (COMPARE_MAX_COMPANIES, 6 by default).",
    }),
  }),
});

const CompareCompetitorsType = builder
  .objectRef<StoredCompetitors>("CompareCompetitors")
  .implement({
    description:
      "The companies last compared in this session and organisation, in display order; the first is the main company.",
    fields: (t) => ({
      companyIds: t.idList({ resolve: (stored) => stored.companies.map((c) => c.id) }),
      companies: t.field({ type: [CompanyType], resolve: (stored) => stored.companies }),
      updatedAt: t.field({
        type: "DateTime",
        nullable: true,
        resolve: (stored) => stored.updatedAt,
      }),
    }),
  });

builder.queryFields((t) => ({
  compareSettings: t.field({
    type: CompareSettingsType,
    description: "Limits of /compare. Needs the compareCompanies feature.",
    resolve: (_root, _args, ctx) => asTenant(ctx, compareSettings),
  }),
  compareCompetitors: t.field({
    type: CompareCompetitorsType,
    description: "The stored competitors of this session (spec 3 §2). Needs compareCompanies.",
    resolve: (_root, _args, ctx) => asTenant(ctx, storedCompetitors),
  }),
}));

builder.mutationField("setCompareCompetitors", (t) =>
  t.field({
    type: CompareCompetitorsType,
    description:
      "Stores the companies on /compare for this session, in display order (duplicates dropped). An empty list forgets them.",
    args: { ids: t.arg.idList({ required: true }) },
    errors: {
      types: [LimitReachedError, InvalidIdError, ConnectedObjectNotFoundError],
      union: { name: "SetCompareCompetitorsResult" },
    },
    resolve: (_root, args, ctx) =>
      asTenant(ctx, setStoredCompetitors, { ids: args.ids.map(String) }),
  }),
);
