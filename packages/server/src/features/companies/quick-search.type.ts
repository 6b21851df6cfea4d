import { companySearchLimits } from "@tierwise/common/company-search-limits";
import { builder } from "../../graphql/builder.ts";
import { requireTenant } from "../../graphql/guards.ts";
import { CompanyStatusCodeEnum } from "./company.type.ts";
import { type QuickSearchHit, quickSearchCompanies } from "./company-search.service.ts";

const QuickSearchCompanyType = builder.objectRef<QuickSearchHit>("QuickSearchCompany").implement({
  fields: (t) => ({
    id: t.exposeID("id"),
    slug: t.exposeString("slug"),
    displayName: t.exposeString("displayName"),
    statusCode: t.field({ type: CompanyStatusCodeEnum, resolve: (h) => h.statusCode }),
    countryCode: t.exposeString("countryCode", { nullable: true }),
    city: t.exposeString("city", { nullable: true }),
    industry: t.exposeString("naicsTitle", { nullable: true }),
    score: t.exposeFloat("score", { description: "Trigram similarity, 0 to 1." }),
  }),
});

type QuickSearchResult = { companies: QuickSearchHit[] };
const QuickSearchResultType = builder.objectRef<QuickSearchResult>("QuickSearchResult").implement({
  description: "Companies (and, once portfolios exist, portfolios) whose names resemble the text.",
  fields: (t) => ({
    companies: t.field({ type: [QuickSearchCompanyType], resolve: (r) => r.companies }),
  }),
});

builder.queryField("quickSearch", (t) =>
  t.field({
    type: QuickSearchResultType,
    description:
      "Fuzzy name search over active and closed companies: 25 on /quick-search, 6 in the header box (the default is 25, the most 25).",
    args: { text: t.arg.string({ required: true }), first: t.arg.int({ required: false }) },
    resolve: async (_root, args, ctx) => {
      await requireTenant(ctx);
      const max = companySearchLimits.quickSearchSuggestions;
      const first = Math.min(Math.max(args.first ?? max, 0), max);
      const text = args.text.slice(0, 200);
      // A heavy read: the read replica when there is one (db/read-routing.ts).
      return { companies: await ctx.reads.run((db) => quickSearchCompanies(db, text, first)) };
    },
  }),
);
