import { writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jobs } from "../../../jobs/job.table.ts";
import { buildCompany } from "../../../test/company-factory.ts";
import { buildOrganization, buildUser, defaultTestPassword } from "../../../test/factories.ts";
import { createHarness, type Harness, type TestClient } from "../../../test/harness.ts";
import { alertCompanies, alerts } from "../../alerts/alert.table.ts";
import { companyDataChanges } from "../../alerts/sources/company-data.table.ts";
import { runRulesOnPendingChanges } from "../../alerts/sources/rules/run-rules.ts";
import type { Company } from "../company.table.ts";
import { companyProfileAreas } from "../company-profile-area.table.ts";
import { importSanctionsList, sanctionsRescreenQueue } from "./import-sanctions-list.ts";
import { screenCompanies } from "./screen-companies.ts";
import { screeningMatchDecisions, screeningMatches } from "./screening-match.table.ts";

// Issue 14 "Sanctions matches good enough to score on", through the real app: list loads queue
// the rescreen job, GraphQL decides, the alerts rules read what screening wrote.

const header =
  "id,schema,name,aliases,birth_date,countries,addresses,identifiers,sanctions,phones,emails,program_ids,dataset,first_seen,last_seen,last_change";
const entry = {
  sirius:
    "ev-sirius,Company,SIRIUS LLC,,,ir,,,Iran sanctions,,,IR-1,Test List,2024-01-01,2026-10-01,",
  kalinka:
    "ev-kalinka,Company,Kalinka Heavy Machinery Works,Kalinka Machine Works,,ru,,,Russia sanctions,,,RU-1,Test List,2024-01-01,2026-10-01,",
  tantal:
    "ev-tantal,Company,TANTAL,,,cn,,987654321,China sanctions,,,CN-1,Test List,2024-01-01,2026-10-01,",
};
/** One version of the test list, written as OpenSanctions publishes targets.simple.csv. */
function listVersion(name: string, rows: string[]): string {
  const file = path.join(tmpdir(), `tierwise-screening-${process.pid}-${name}.csv`);
  writeFileSync(file, `${[header, ...rows].join("\n")}\n`);
  return file;
}
const v1 = () => listVersion("v1", [entry.sirius, entry.kalinka, entry.tantal]);

let h: Harness;
let admin: TestClient;
let member: TestClient;
let otherAdmin: TestClient;
const co: Record<"siriusUs" | "siriusIr" | "kalinka" | "tantal", Company> = {} as never;

type MatchAnswer = {
  id: string;
  entryId: string;
  score: number;
  nameScore: number;
  strength: string;
  reasons: string[];
  decision: string | null;
  decisionReason: string | null;
  decisionComment: string | null;
  decidedBy: { name: string } | null;
};
const matchFields =
  "id entryId score nameScore strength reasons decision decisionReason decisionComment decidedBy { name }";

async function matchesOf(client: TestClient, company: Company): Promise<MatchAnswer[]> {
  const answer = await client.gql<{ screeningMatches: MatchAnswer[] }>(
    `query($id: ID!) { screeningMatches(companyId: $id) { ${matchFields} } }`,
    { id: company.id },
  );
  expect(answer.errors).toBeUndefined();
  return answer.data?.screeningMatches ?? [];
}

async function decide(client: TestClient, input: Record<string, unknown>) {
  const answer = await client.gql<{ decideScreeningMatch: Record<string, unknown> }>(
    `mutation($input: DecideScreeningMatchInput!) { decideScreeningMatch(input: $input) {
       __typename ... on Error { message } ... on ValidationError { fieldErrors { path } }
       ... on ScreeningMatchSuccess { match { ${matchFields} } } } }`,
    { input },
  );
  expect(answer.errors).toBeUndefined();
  return answer.data?.decideScreeningMatch as {
    __typename: string;
    message?: string;
    fieldErrors?: { path: string }[];
    match?: MatchAnswer;
  };
}

const queuedJobs = async (queue: string) =>
  (
    await h.database.db
      .select({ id: jobs.id })
      .from(jobs)
      .where(and(eq(jobs.queue, queue), eq(jobs.state, "queued")))
  ).length;
const queuedRescreens = () => queuedJobs(sanctionsRescreenQueue);

beforeAll(async () => {
  h = await createHarness();
  const db = h.database.db;
  const settings = { featureFlags: { riskDashboardAccess: true } };
  const org = await buildOrganization(db, { settings });
  const other = await buildOrganization(db, { settings });
  const adminUser = await buildUser(db, h.config, {
    memberships: [{ organizationId: org.id, role: "organization_admin" }],
  });
  const memberUser = await buildUser(db, h.config, {
    memberships: [{ organizationId: org.id, role: "user" }],
  });
  const otherUser = await buildUser(db, h.config, {
    memberships: [{ organizationId: other.id, role: "organization_admin" }],
  });
  admin = await h.signIn(adminUser.email, defaultTestPassword);
  member = await h.signIn(memberUser.email, defaultTestPassword);
  otherAdmin = await h.signIn(otherUser.email, defaultTestPassword);
  // A US listed company and a sanctioned Iranian one: both names reduce to "sirius".
  co.siriusUs = await buildCompany(db, { displayName: "Sirius Inc.", countryCode: "US" });
  co.siriusIr = await buildCompany(db, { displayName: "Sirius LLC", countryCode: "IR" });
  co.kalinka = await buildCompany(db, {
    displayName: "Kalinka Heavy Machinery Works",
    countryCode: "RU",
  });
  co.tantal = await buildCompany(db, {
    displayName: "Tantal",
    countryCode: "CN",
    duns: "987654321",
  });
}, 120_000);
afterAll(() => h.close());

describe("sanctions matches good enough to score on", () => {
  it("loading a list queues the rescreen, which scores on evidence beyond the name", async () => {
    const summary = await importSanctionsList(h.database.db, {
      list: "opensanctions",
      paths: [v1()],
    });
    expect(summary).toMatchObject({ entries: 3, changedEntries: 3 });
    expect(await queuedRescreens()).toBe(1);
    // The load alone screens nothing: the job does.
    expect(await h.database.db.select().from(screeningMatches)).toEqual([]);
    await h.runJobs();
    expect(await queuedRescreens()).toBe(0);

    const [us] = await matchesOf(admin, co.siriusUs);
    const [ir] = await matchesOf(admin, co.siriusIr);
    // Same reduced name, so the names alone said 100 for both.
    expect(us?.nameScore).toBe(100);
    expect(ir?.nameScore).toBe(100);
    expect(us?.score).toBeLessThan(70);
    expect(us?.strength).toBe("possible");
    expect(us?.reasons).toEqual(
      expect.arrayContaining(["same name", "country differs (US vs IR): −30"]),
    );
    expect(ir?.score).toBeGreaterThan(us?.score as number);
    // A one-word name is never certain on the name and country alone.
    expect(ir?.strength).toBe("probable");
    expect(ir?.reasons).toContain("same country (IR): +5");

    const [kalinka] = await matchesOf(admin, co.kalinka);
    expect(kalinka).toMatchObject({ entryId: "ev-kalinka", strength: "certain" });
    // A short name made certain by an identifier both sides give.
    const [tantal] = await matchesOf(admin, co.tantal);
    expect(tantal).toMatchObject({ score: 100, strength: "certain" });
    expect(tantal?.reasons).toContain("same DUNS 987654321");

    // The profile area keeps common's record shape, scored on the evidence.
    const [area] = await h.database.db
      .select()
      .from(companyProfileAreas)
      .where(
        and(
          eq(companyProfileAreas.companyId, co.siriusUs.id),
          eq(companyProfileAreas.area, "sanctions"),
        ),
      );
    expect(area?.records).toEqual([
      expect.objectContaining({ matchedName: "SIRIUS LLC", subject: "company", score: us?.score }),
    ]);
  });

  it("raises an alert for a new match, and none for a rescreen that finds the same", async () => {
    await runRulesOnPendingChanges(h.database.db);
    const raised = await h.database.db
      .select({ key: alerts.signalRuleKey, title: alerts.title })
      .from(alerts)
      .innerJoin(alertCompanies, eq(alertCompanies.alertId, alerts.id))
      .where(eq(alertCompanies.companyId, co.kalinka.id));
    expect(raised).toEqual([
      {
        key: "sanctions.new_match",
        title: expect.stringContaining('as "Kalinka Heavy Machinery Works"'),
      },
    ]);
    await screenCompanies(h.database.db, h.config);
    const [pending] = await h.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(companyDataChanges)
      .where(sql`${companyDataChanges.processedAt} is null`);
    expect(pending?.n).toBe(0);
  });

  it("confirms a match for the organisation that decided, with the rule's permission", async () => {
    const [kalinka] = await matchesOf(admin, co.kalinka);
    const refused = await decide(member, { matchId: kalinka?.id, decision: "confirmed" });
    expect(refused.__typename).toBe("ForbiddenError");
    const rescoresBefore = await queuedJobs("risk.rescore-dirty");
    const confirmed = await decide(admin, { matchId: kalinka?.id, decision: "confirmed" });
    expect(confirmed.match).toMatchObject({ decision: "confirmed", decisionReason: null });
    // The grade follows the decision now, not at the next five-minute rescoring.
    expect(await queuedJobs("risk.rescore-dirty")).toBeGreaterThan(rescoresBefore);
    expect(confirmed.match?.decidedBy?.name).toMatch(/^Test User/);
    // Decisions are per organisation.
    expect((await matchesOf(otherAdmin, co.kalinka))[0]?.decision).toBeNull();
    const missing = await decide(admin, {
      matchId: "00000000-0000-4000-8000-000000000000",
      decision: "confirmed",
    });
    expect(missing.__typename).toBe("NotFoundError");
  });

  it("dismisses a match with a reason, and a comment when the reason is other", async () => {
    const [us] = await matchesOf(admin, co.siriusUs);
    const noReason = await decide(admin, { matchId: us?.id, decision: "dismissed" });
    expect(noReason).toMatchObject({
      __typename: "ValidationError",
      fieldErrors: [{ path: "reason" }],
    });
    const noComment = await decide(admin, {
      matchId: us?.id,
      decision: "dismissed",
      reason: "other",
    });
    expect(noComment).toMatchObject({ fieldErrors: [{ path: "comment" }] });
    const dismissed = await decide(admin, {
      matchId: us?.id,
      decision: "dismissed",
      reason: "different_country",
      comment: "Listed in New York; the entry is Iranian.",
    });
    expect(dismissed.match).toMatchObject({
      decision: "dismissed",
      decisionReason: "different_country",
      decisionComment: "Listed in New York; the entry is Iranian.",
    });
  });

  it("keeps a dismissal through rescreens while its entry is unchanged", async () => {
    // The same list again: nothing changed, nothing queued.
    const again = await importSanctionsList(h.database.db, {
      list: "opensanctions",
      paths: [v1()],
    });
    expect(again).toMatchObject({ changedEntries: 0, rescreenJobId: null });
    // Another entry changes: the job rescreens, Sirius' entry is untouched.
    const v2 = listVersion("v2", [
      entry.sirius,
      entry.kalinka.replace("Kalinka Machine Works", "Kalinka Machine Works;Kalinka Zavod"),
      entry.tantal,
    ]);
    expect(
      await importSanctionsList(h.database.db, { list: "opensanctions", paths: [v2] }),
    ).toMatchObject({ changedEntries: 1 });
    await h.runJobs();
    await screenCompanies(h.database.db, h.config);
    expect((await matchesOf(admin, co.siriusUs))[0]).toMatchObject({
      decision: "dismissed",
      decisionReason: "different_country",
    });
    expect((await matchesOf(admin, co.kalinka))[0]?.decision).toBe("confirmed");
  });

  it("reopens a dismissal when the list entry changes, and records the changed match", async () => {
    await runRulesOnPendingChanges(h.database.db);
    const v3 = listVersion("v3", [
      entry.sirius.replace("IR-1", "IR-1;IR-2"),
      entry.kalinka,
      entry.tantal,
    ]);
    expect(
      await importSanctionsList(h.database.db, { list: "opensanctions", paths: [v3] }),
    ).toMatchObject({ changedEntries: 2 });
    await h.runJobs();
    const [us] = await matchesOf(admin, co.siriusUs);
    expect(us).toMatchObject({ decision: null, decisionReason: null });
    expect(
      await h.database.db
        .select()
        .from(screeningMatchDecisions)
        .where(eq(screeningMatchDecisions.companyId, co.siriusUs.id)),
    ).toEqual([]);
    // A confirmation stands when its entry changes.
    expect((await matchesOf(admin, co.kalinka))[0]?.decision).toBe("confirmed");
    // The changed match (a new programme) is a new sanctions record: the alert rules see it.
    const changes = await h.database.db
      .select({ companyId: companyDataChanges.companyId, detail: companyDataChanges.detail })
      .from(companyDataChanges)
      .where(sql`${companyDataChanges.processedAt} is null`);
    expect(changes).toEqual(
      expect.arrayContaining([
        {
          companyId: co.siriusUs.id,
          detail: expect.objectContaining({ entryId: "ev-sirius", program: "IR-1; IR-2" }),
        },
      ]),
    );
  });
});
