import { builder } from "../../../graphql/builder.ts";
import type { CaseTeamRefView, CaseUserRefView } from "./case-people.ts";

/**
 * The contract's CaseUserRef and CaseTeamRef: people and teams named on cases and tasks. One
 * definition for the whole case feature (case fields and task fields alike).
 */
export const CaseUserRefType = builder.objectRef<CaseUserRefView>("CaseUserRef").implement({
  fields: (t) => ({
    id: t.exposeID("id"),
    name: t.exposeString("name"),
    email: t.exposeString("email"),
    deactivated: t.exposeBoolean("deactivated", {
      description:
        "The account is switched off or no longer an active member here; the web shows '(deactivated)' after the name.",
    }),
  }),
});

export const CaseTeamRefType = builder.objectRef<CaseTeamRefView>("CaseTeamRef").implement({
  fields: (t) => ({ id: t.exposeID("id"), name: t.exposeString("name") }),
});
