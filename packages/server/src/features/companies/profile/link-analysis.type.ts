import { builder } from "../../../graphql/builder.ts";

export { filterLinks } from "./link-analysis.ts";

export const LinkAnalysisFilterInput = builder.inputType("LinkAnalysisFilter", {
  fields: (t) => ({
    search: t.string({ required: false }),
    countries: t.stringList({ required: false }),
    entity: t.string({ required: false, description: "person or company" }),
    beneficialGte: t.float({ required: false, description: "Default 0." }),
    beneficialLte: t.float({ required: false, description: "Default 100." }),
  }),
});
