import { sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { doc } from "../features/cases/cases-test-support.ts";
import { createDashboard, must } from "../features/dashboards/dashboards-test-support.ts";
import { buildCompany, grantReports } from "../test/company-factory.ts";
import { testDatabaseKind } from "../test/database.ts";
import { buildOrganization, buildUser } from "../test/factories.ts";
import { createHarness, type Harness, type TestClient } from "../test/harness.ts";
import { createPortfolio } from "../test/portfolio-operations.ts";
import { type ReplicatedPostgres, startReplicatedPostgres } from "../test/replicated-postgres.ts";
import { type Database, openDatabase } from "./client.ts";
import { migrate } from "./migrate.ts";
import { ReadRouting } from "./read-routing.ts";

// biome-ignore lint/suspicious/noExplicitAny: answers are checked field by field.
type Any = any;

/**
 * DATABASE_READ_URL against a real primary and a real streaming replica, both started here.
 * Once, on the PostgreSQL project: the embedded database has no replicas.
 */
describe.skipIf(testDatabaseKind === "pglite")("a read replica (DATABASE_READ_URL)", () => {
  let cluster: ReplicatedPostgres;
  let h: Harness;
  /** Two sessions of one person: `writer` changes things, `reader` never does. */
  let writer: TestClient;
  let reader: TestClient;

  beforeAll(async () => {
    cluster = await startReplicatedPostgres();
    const database = await openDatabase({
      kind: "postgres",
      url: cluster.primaryUrl,
      readUrl: cluster.replicaUrl,
    });
    await migrate(database);
    // A window longer than any test here on a busy machine: the writer stays on the primary.
    h = await createHarness({ DATABASE_READ_STICKY_SECONDS: "30" }, { database });
    const flags = {
      advancedSearch: true,
      alerts: true,
      caseManagementEnabled: true,
      comments: true,
    };
    const organization = await buildOrganization(database.db, {
      settings: { featureFlags: flags },
    });
    await grantReports(database.db, organization.id);
    const person = await buildUser(database.db, h.config, {
      memberships: [{ organizationId: organization.id, role: "organization_admin" }],
    });
    writer = await h.signIn(person.email, person.password);
    reader = await h.signIn(person.email, person.password);
    await cluster.caughtUp();
  }, 180_000);
  afterAll(async () => {
    await h?.close();
    await cluster?.close();
  });

  /** While the replica replays nothing: what reaches the primary only is invisible there. */
  async function withReplayPaused(work: () => Promise<void>) {
    await cluster.pauseReplay();
    try {
      await work();
    } finally {
      await cluster.resumeReplay();
    }
    await cluster.caughtUp();
  }

  const quickSearch = async (client: TestClient, text: string) =>
    (
      await must(client, "query($t: String!) { quickSearch(text: $t) { companies { id } } }", {
        t: text,
      })
    ).companies.map((c: Any) => c.id);
  const searchIds = async (client: TestClient, text: string) => {
    const answer = await must(
      client,
      `query($p: JSON) { companySearch(params: $p, first: 25) { __typename
        ... on CompanySearchResults { items { company { id } } } ... on Error { message } } }`,
      { p: { query: text } },
    );
    return answer.items.map((hit: Any) => hit.company.id);
  };
  const caseTitles = async (client: TestClient) =>
    (await must(client, "{ supplierCases(first: 100) { items { title } } }")).items.map(
      (c: Any) => c.title,
    );
  const portfolioNames = async (client: TestClient) =>
    (await must(client, "{ portfolios(first: 100) { items { name } } }")).items.map(
      (p: Any) => p.name,
    );

  it("serves search from the replica: a company it has not replayed is missing there, found on the primary", async () => {
    await withReplayPaused(async () => {
      const company = await buildCompany(h.database.db, { displayName: "Zephyrine Quarry Works" });
      expect(await quickSearch(reader, "Zephyrine Quarry")).toEqual([]);
      expect(await searchIds(reader, "Zephyrine")).toEqual([]);
      // A read that is not heavy (one company by id) stays on the primary and finds it.
      const byId = await must(reader, "query($id: ID!) { companyById(id: $id) { displayName } }", {
        id: company.id,
      });
      expect(byId.displayName).toBe("Zephyrine Quarry Works");
    });
    // Replayed: the replica has it now.
    expect(await quickSearch(reader, "Zephyrine Quarry")).toHaveLength(1);
    expect(await searchIds(reader, "Zephyrine")).toHaveLength(1);
  });

  it("keeps a session that wrote on the primary: it reads its writes at once, the other session the replica", async () => {
    const widgetData = (client: TestClient, dashboardId: string) =>
      client.gql<Any>(
        `query($d: ID!, $w: [ID!]!) { dashboardWidgetData(dashboardId: $d, widgetIds: $w) { status } }`,
        { d: dashboardId, w: ["cases-by-status"] },
      );
    let dashboardId = "";
    await withReplayPaused(async () => {
      const created = await must(
        writer,
        `mutation($input: CreateSupplierCaseInput!) { createSupplierCase(input: $input) {
          __typename ... on SupplierCaseSuccess { supplierCase { id } } } }`,
        { input: { title: "Pallets left in the rain", description: doc("Soaked through.") } },
      );
      expect(created.__typename).toBe("SupplierCaseSuccess");
      await createPortfolio(writer, "Rainy suppliers");
      dashboardId = (await createDashboard(writer, "Case work", "case-work")).id;
      expect(await caseTitles(writer)).toContain("Pallets left in the rain");
      expect(await portfolioNames(writer)).toContain("Rainy suppliers");
      expect((await widgetData(writer, dashboardId)).data.dashboardWidgetData).toEqual([
        { status: "ok" },
      ]);
      // The same person's other session has written nothing: the replica answers, without them.
      expect(await caseTitles(reader)).not.toContain("Pallets left in the rain");
      expect(await portfolioNames(reader)).not.toContain("Rainy suppliers");
      const unseen = await widgetData(reader, dashboardId);
      expect(unseen.errors?.[0]?.extensions?.code).toBe("NOT_FOUND");
    });
    expect(await caseTitles(reader)).toContain("Pallets left in the rain");
    expect(await portfolioNames(reader)).toContain("Rainy suppliers");
    expect((await widgetData(reader, dashboardId)).data.dashboardWidgetData).toEqual([
      { status: "ok" },
    ]);
  });

  it("answers every heavy read on the replica, which refuses writes", async () => {
    const portfolio = await createPortfolio(writer, "Replica reads");
    await cluster.caughtUp();
    await withReplayPaused(async () => {
      // On the primary only: the searches below find one Zephyrine, the replica's.
      await buildCompany(h.database.db, { displayName: "Zephyrine Harbour Lines" });
      const answer = await reader.gql<Any>(
        `query($p: JSON, $portfolio: ID!) {
          quickSearch(text: "Zephyrine") { companies { id } }
          companySearch(params: $p) { __typename ... on CompanySearchResults { itemsCount } }
          companySearchIds(params: $p) { __typename ... on CompanySearchIds { ids } }
          companySearchAggregations(params: $p) { __typename }
          supplierCases { totalCount }
          alerts(first: 10) { items { id } }
          portfolios(first: 10) { items { id } }
          portfolioCompanies(portfolioId: $portfolio, first: 10) { items { id } }
        }`,
        { p: { query: "Zephyrine" }, portfolio: portfolio.id },
      );
      expect(JSON.stringify(answer.errors)).toBeUndefined();
      expect(answer.data.quickSearch.companies).toHaveLength(1);
      expect(answer.data.companySearchIds.ids).toHaveLength(1);
    });
    // A service that wrote on the replica would fail; so does any write there.
    const replica = new pg.Client({ connectionString: cluster.replicaUrl });
    await replica.connect();
    await expect(replica.query("create table written_here (id int)")).rejects.toMatchObject({
      code: "25006",
    });
    await replica.end();
  });

  it("sends reads to the primary while the replica is down, and back to it once it answers", async () => {
    const { db: primary, readReplica } = h.database;
    if (!readReplica) throw new Error("no read replica");
    const routing = new ReadRouting({
      primary,
      replica: readReplica,
      stickySeconds: 30,
      log: { warn: () => {}, info: () => {} },
      probeEveryMs: 100,
    });
    const servedBy = (reads = routing.forReader("session:a")) =>
      reads.run(async (db: Database) => {
        const result = await db.execute(sql`select pg_is_in_recovery() as replica`);
        return (result.rows[0] as { replica: boolean }).replica ? "replica" : "primary";
      });
    try {
      expect(await servedBy()).toBe("replica");
      const wrote = routing.forReader("session:b");
      wrote.noteWrite();
      expect(await servedBy(wrote)).toBe("primary");

      // The replica stops in the middle of a read's transaction: the read is asked again of
      // the primary, and the connection's end stops nothing else.
      const midway = await routing.forReader("session:a").run((db: Database) =>
        db.transaction(async (tx) => {
          await tx.execute(sql`select 1`);
          await cluster.stopReplica();
          const result = await tx.execute(sql`select pg_is_in_recovery() as replica`);
          return (result.rows[0] as { replica: boolean }).replica ? "replica" : "primary";
        }),
      );
      expect(midway).toBe("primary");
      expect(routing.replicaStatus()).toEqual({ status: "down" });
      expect(await servedBy()).toBe("primary");
      // The app: search still answers, health stays ok and names the replica down.
      expect(await quickSearch(reader, "Zephyrine Quarry")).not.toEqual([]);
      const health = await h.app.inject({ method: "GET", url: "/healthz" });
      expect(health.statusCode).toBe(200);
      expect(health.json().readReplica).toEqual({ status: "down" });
      // Writes never needed the replica.
      await createPortfolio(writer, "Written while the replica was down");

      await cluster.startReplica();
      await vi.waitFor(() => expect(routing.replicaStatus()).toEqual({ status: "up" }), {
        timeout: 30_000,
        interval: 100,
      });
      expect(await servedBy()).toBe("replica");
      await vi.waitFor(
        async () =>
          expect(
            (await h.app.inject({ method: "GET", url: "/healthz" })).json().readReplica,
          ).toEqual({
            status: "up",
          }),
        { timeout: 30_000, interval: 200 },
      );
    } finally {
      routing.close();
    }
  });
});
