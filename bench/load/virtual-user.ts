/**
 * One virtual user: signs in once, then, until the run's time is up, opens a page of the
 * portal's realistic mix (what that page asks the server for, as the web app asks it) and
 * thinks for a while before the next. Reads: quick search with typos, company profiles, the
 * portfolio tree, the alert feed with filters, the case list, the risk hub and the shell's
 * unread counts. Writes: comments, case status changes and alert feedback.
 */
import { alertLimits } from "@tierwise/common/alerts";
import { caseLimits, defaultCaseSort } from "@tierwise/common/cases";
import { subPageAreas } from "@tierwise/common/company-profile";
import { riskLimits } from "@tierwise/common/risk";
import { operations } from "./documents.ts";
import type { LoadClient } from "./load-client.ts";

/** What the users act on, gathered once before the run. */
export type Pools = {
  typoedNames: readonly string[];
  companySlugs: readonly string[];
  caseIds: readonly string[];
  alertIds: readonly string[];
  riskConfigId: string | null;
};

export type VirtualUser = {
  client: LoadClient;
  email: string;
  password: string;
  pools: Pools;
  /** performance.now() past which no new page is opened. */
  deadline: number;
  /** Mean think time between pages (ms); each pause is drawn from half to one and a half of it. */
  thinkMs: number;
  random: () => number;
};

const pick = <T>(items: readonly T[], random: () => number): T | undefined =>
  items[Math.floor(random() * items.length)];

/** A one-paragraph comment, as the editor sends it. */
const commentDocument = (text: string) => [{ type: "paragraph", children: [{ text }] }];

/** Filters people set on the alert feed (issue 13's filter bar). */
const alertFilters = [
  {},
  { unread: true },
  { polarity: ["NEGATIVE"] },
  { types: ["news"] },
  { relevancy: ["unscored"] },
  { polarity: ["NEGATIVE"], relevancy: ["relevant", "unscored"] },
  { startDate: daysAgo(30), endDate: daysAgo(0) },
  { keywords: ["strike"] },
];

function daysAgo(days: number) {
  return new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);
}

type Page = (user: VirtualUser, cookie: string) => Promise<unknown>;

const pages: { weight: number; page: Page }[] = [
  // The header box: the text as typed so far, then the whole (misspelt) name.
  {
    weight: 25,
    page: async ({ client, pools, random }, cookie) => {
      const text = pick(pools.typoedNames, random) ?? "Nortwhind";
      const typed = text.slice(0, Math.max(3, Math.ceil(text.length / 2)));
      for (const prefix of [typed, text])
        await client.graphql("read", operations.quickSearch, { text: prefix, first: 6 }, cookie);
    },
  },
  {
    weight: 15,
    page: async ({ client, pools, random }, cookie) => {
      const slug = pick(pools.companySlugs, random);
      const header = await client.graphql("read", operations.companyBySlug, { slug }, cookie);
      const id = header?.company?.id;
      if (!id) return;
      await Promise.all([
        client.graphql(
          "read",
          operations.profileAreas,
          { id, areas: subPageAreas.overview },
          cookie,
        ),
        client.graphql("read", operations.competitors, { id, first: 4 }, cookie),
      ]);
    },
  },
  {
    weight: 10,
    page: ({ client }, cookie) => client.graphql("read", operations.portfolioTree, {}, cookie),
  },
  {
    weight: 15,
    page: ({ client, random }, cookie) =>
      client.graphql(
        "read",
        operations.alerts,
        { filter: pick(alertFilters, random), first: alertLimits.feedPageSize },
        cookie,
      ),
  },
  {
    weight: 10,
    page: ({ client, random }, cookie) =>
      client.graphql(
        "read",
        operations.cases,
        {
          filters: random() < 0.5 ? {} : { status: ["to_do", "in_progress"] },
          sort: defaultCaseSort,
          first: caseLimits.pageSize,
          offset: 0,
        },
        cookie,
      ),
  },
  {
    weight: 8,
    page: async ({ client, pools }, cookie) => {
      const options = await client.graphql("read", operations.riskConfigs, {}, cookie);
      const configId = options?.selectedRiskConfigId ?? pools.riskConfigId;
      if (!configId) return;
      const view = { configId, companyIds: null, portfolioId: null };
      await Promise.all([
        client.graphql(
          "read",
          operations.riskHubCompanies,
          { ...view, first: riskLimits.hubPageSize, after: null, ordering: "score_desc" },
          cookie,
        ),
        client.graphql(
          "read",
          operations.riskCount,
          { ...view, view: "companies", portfolioIds: null },
          cookie,
        ),
      ]);
    },
  },
  // The shell's counts, which every page shows.
  {
    weight: 7,
    page: ({ client }, cookie) =>
      Promise.all([
        client.graphql("read", operations.alertUnreadCount, {}, cookie),
        client.graphql("read", operations.notificationUnreadCount, {}, cookie),
      ]),
  },
  {
    weight: 4,
    page: async ({ client, pools, random }, cookie) => {
      const header = await client.graphql(
        "read",
        operations.companyBySlug,
        { slug: pick(pools.companySlugs, random) },
        cookie,
      );
      const companyId = header?.company?.id;
      if (!companyId) return;
      const note = `Checked their certificates today (${Math.floor(random() * 1e6)}).`;
      await client.graphql(
        "write",
        operations.addComment,
        { target: { companyId }, comment: commentDocument(note), permission: { type: "public" } },
        cookie,
      );
    },
  },
  {
    weight: 3,
    page: async ({ client, pools, random }, cookie) => {
      const id = pick(pools.caseIds, random);
      if (!id) return;
      const status = random() < 0.5 ? "to_do" : "in_progress";
      await client.graphql("write", operations.caseStatus, { input: { id, status } }, cookie);
    },
  },
  {
    weight: 3,
    page: async ({ client, pools, random }, cookie) => {
      const alertId = pick(pools.alertIds, random);
      if (!alertId) return;
      const input = random() < 0.5 ? { alertId, score: 1 } : { alertId, read: true };
      await client.graphql("write", operations.alertFeedback, { input }, cookie);
    },
  },
];
const totalWeight = pages.reduce((sum, p) => sum + p.weight, 0);

function nextPage(random: () => number): Page {
  let at = random() * totalWeight;
  for (const { weight, page } of pages) {
    at -= weight;
    if (at < 0) return page;
  }
  return (pages[0] as { page: Page }).page;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Signs in (again after a pause while refused) unless `cookie` is a session already, then
 * opens pages until the deadline; answers the session cookie for a later run.
 */
export async function runVirtualUser(user: VirtualUser, cookie: string | null = null) {
  const { client, email, password, deadline, thinkMs, random } = user;
  let session = cookie;
  while (!session && performance.now() < deadline) {
    await client.graphql("sign-in", operations.login, { input: { email, password } }, null, (c) => {
      session = c;
    });
    if (!session) await sleep(Math.max(thinkMs, 1000) * (0.5 + random()));
  }
  while (session && performance.now() < deadline) {
    await nextPage(random)(user, session);
    if (thinkMs > 0) await sleep(thinkMs * (0.5 + random()));
  }
  return session;
}

/** What the users act on: from the demo data, as one signed-in user sees it. */
export async function gatherPools(
  client: LoadClient,
  cookie: string,
  typoedNames: readonly string[],
  companySlugs: readonly string[],
): Promise<Pools> {
  const cases = await client.graphql(
    "read",
    operations.cases,
    { filters: {}, sort: defaultCaseSort, first: 100, offset: 0 },
    cookie,
  );
  const alerts = await client.graphql(
    "read",
    operations.alerts,
    { filter: {}, first: 100 },
    cookie,
  );
  const risk = await client.graphql("read", operations.riskConfigs, {}, cookie);
  return {
    typoedNames,
    companySlugs,
    caseIds: (cases?.supplierCases?.items ?? [])
      .filter((c: { canEdit: boolean }) => c.canEdit)
      .map((c: { id: string }) => c.id),
    alertIds: (alerts?.alerts?.items ?? []).map((a: { id: string }) => a.id),
    riskConfigId: risk?.selectedRiskConfigId ?? null,
  };
}
