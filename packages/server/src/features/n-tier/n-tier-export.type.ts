import { ValidationError } from "../../core/errors.ts";
import { builder } from "../../graphql/builder.ts";
import { asTenant } from "../../graphql/guards.ts";
import { CompanyExportFormatEnum, ExportJobType } from "../exports/export-job.type.ts";
import { filterOf, NTierFilterInput, NTierSortInput } from "./n-tier.type.ts";
import { startNTierExport } from "./n-tier-export.ts";
import type { NTierSort } from "./n-tier-read.service.ts";

builder.mutationField("startNTierExport", (t) =>
  t.field({
    type: ExportJobType,
    description:
      "Exports the viewer organisation's n-tier table under the filter to CSV or XLSX through the export jobs (page /export-companies-download/{id}). Needs nTier; centrality and impact columns need their flags.",
    args: {
      format: t.arg({ type: CompanyExportFormatEnum, required: true }),
      filter: t.arg({ type: NTierFilterInput }),
      sort: t.arg({
        type: NTierSortInput,
        description: "The table's order; tier, then name, by default.",
      }),
    },
    errors: { types: [ValidationError], union: { name: "StartNTierExportResult" } },
    resolve: (_root, args, ctx) =>
      asTenant(ctx, startNTierExport, {
        format: args.format,
        filter: filterOf(args.filter),
        sort: (args.sort as NTierSort | null | undefined) ?? null,
      }),
  }),
);
