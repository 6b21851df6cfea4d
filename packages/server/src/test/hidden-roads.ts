import { randomUUID } from "node:crypto";
import { defaultRiskConfigId } from "../features/risk/default-risk-config.ts";
import type { createFilesHarness } from "./comments-support.ts";
import { doc } from "./comments-support.ts";
import { personOf } from "./hidden-object-ops.ts";
import type { ActorName, HiddenWorld, ProbeObject } from "./hidden-objects.ts";
import type { SampleRules } from "./schema-calls.ts";

/**
 * What the checks of the other roads (hidden-roads.test.ts) share: the harness, the world
 * (without twins: nothing there tries mutations on the probed objects), the ids answers may
 * name, an id nobody made, and the values generated calls fill their required arguments with.
 */
export type Roads = {
  h: Awaited<ReturnType<typeof createFilesHarness>>;
  world: HiddenWorld;
  known: Set<string>;
  unknownId: string;
  /** Every object made so far: their secrets and ids stay hidden from those outside. */
  everything(): ProbeObject[];
};

export const unknownId = randomUUID();

/** The signed-in actors with their people (the signed-out client has no mail or jobs). */
export const signedInActors = (world: HiddenWorld) =>
  (Object.keys(world.clients) as ActorName[]).flatMap((actor) => {
    const person = personOf(actor);
    return person === "signedOut" ? [] : [{ actor, person: world.people[person] }];
  });

/**
 * Required arguments get harmless real values: the world's company, its shared portfolio, its
 * public case, the default risk configuration. A wall is read on the company (which holds a
 * private note) and the wall summary on the public case (which holds a private thread).
 */
export function roadRules(world: () => HiddenWorld): SampleRules {
  const objectId = (kind: string) => world().objects.find((o) => o.kind === kind)?.id ?? unknownId;
  return {
    samples: {
      comment: doc("x"),
      "CreateSupplierCaseInput.description": doc("x"),
      "CaseViewInput.params": {},
      "CaseViewInput.columns": [],
      "CommentPermissionInput.type": "public",
      "PortfolioAccessEntryInput.actorType": "user",
      "CaseEmailRecipientInput.email": "orders@northwind.test",
      "CaseEmailRecipientInput.type": "to",
      "DismissRiskSignalInput.context": "risk-hub",
      "AlertFeedInput.filter": {},
      "SavedSearchInput.searchParams": {},
      email: "nobody@example.test",
      get "activityWall.target"() {
        return { companyId: world().company.id };
      },
      get "activityWallSummary.target"() {
        return { caseId: objectId("publicCase") };
      },
    } as Record<string, unknown>,
    baseline(name: string): string {
      if (/^(core)?compan(y|ies)ids?$/i.test(name)) return world().company.id;
      if (/^configid$/i.test(name)) return defaultRiskConfigId;
      if (/^signalid$/i.test(name)) return "current_ratio";
      if (/^portfolioid$/i.test(name)) return objectId("sharedChildPortfolio");
      if (/^caseid$/i.test(name)) return objectId("publicCase");
      return unknownId;
    },
  };
}
