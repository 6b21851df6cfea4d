/**
 * The AI report benchmark's data (issue 15). The companies, organisation, member and portfolio
 * are the risk hub bench's (risk-seed.ts: every graded metric column filled); on top of them the
 * organisation gets AI report v1 and alerts and follows its portfolio companies, and:
 *
 * - the subject company (number 1) has financial statements for five fiscal years, `alerts`
 *   alerts over those five years stored through the engine's insertAlerts (severities and types
 *   mixed), and `matches` sanctions screening matches;
 * - every other company has a share of `otherAlerts` background alerts, inserted in SQL as
 *   buildManyAlerts does (the link rows fire the visibility triggers as insertAlerts' do).
 */
import { createHash } from "node:crypto";
import type { AlertSeverity, AlertType } from "@tierwise/common/alerts";
import { sql } from "drizzle-orm";
import type { Database } from "../packages/server/src/db/client.ts";
import { insertAlerts, type NewAlert } from "../packages/server/src/features/alerts/alert-write.ts";
import { benchOrganizationId, seedRiskWorld } from "./risk-seed.ts";

export type AiReportBenchSizes = {
  companies: number;
  /** Companies in the organisation's portfolio: the subject and one per queued report. */
  portfolioCompanies: number;
  alerts: number;
  matches: number;
  otherAlerts: number;
};

const int = (n: number) => sql.raw(String(Math.trunc(n)));
const dayMs = 86_400_000;
/** Company n's id as risk-seed.ts makes it: md5('company:' || n) read as a uuid. */
export function benchCompanyId(n: number): string {
  const hex = createHash("md5").update(`company:${n}`).digest("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
export const subjectCompanyId = benchCompanyId(1);
const types: AlertType[] = ["news", "financial", "cyber", "legal", "sanctions", "data_breach"];
const severities: (AlertSeverity | null)[] = [null, null, "Elevated", "High", "Critical"];

/** The subject's alerts: one every nine days back from now, so they span the five years. */
function subjectAlerts(count: number, now: number): NewAlert[] {
  return Array.from({ length: count }, (_, i) => ({
    title: `Bench subject alert ${i + 1}: ${types[i % types.length]} event`,
    type: types[i % types.length] as AlertType,
    severity: severities[i % severities.length] ?? null,
    polarity: i % 4 === 0 ? "POSITIVE" : "NEGATIVE",
    provider: "Bench Wire",
    publishedAt: new Date(now - (i * 9 + 1) * dayMs),
    sourceKey: `bench-ai:subject:${i + 1}`,
    companies: [{ companyId: subjectCompanyId, confidence: 1 }],
  }));
}

export async function seedAiReportWorld(db: Database, sizes: AiReportBenchSizes) {
  await seedRiskWorld(db, sizes);
  await db.execute(sql`
    update organizations set settings = jsonb_set(settings, '{featureFlags}',
      settings->'featureFlags' || '{"aiReportV1": true, "alerts": true}'::jsonb)
    where id = ${benchOrganizationId}`);
  // Subscriptions first: the alert link triggers fan alerts out to the subscribers of the moment.
  await db.execute(sql`
    insert into alert_subscriptions (organization_id, kind, company_id)
    select ${benchOrganizationId}::uuid, 'company', md5('company:' || n)::uuid
    from generate_series(1, ${int(sizes.portfolioCompanies)}) as n`);
  // Freshly filled tables have no statistics: the foreign key checks of the link rows below
  // would scan companies and alerts per row (minutes for 50,000 links).
  await db.execute(sql`analyze companies, alert_subscriptions`);

  // Five fiscal years, revenue falling and the last years at a loss: ratio facts to state.
  await db.execute(sql`
    insert into financial_statements (company_id, fiscal_year, currency, total_assets,
      current_assets, cash, inventory, total_liabilities, current_liabilities, total_equity,
      retained_earnings, working_capital, revenue, ebit, net_income, operating_cash_flow,
      capital_expenditure, free_cash_flow, source)
    select ${subjectCompanyId}::uuid, 2021 + y, 'EUR', 5e6, 2e6, 3e5, 4e5, 4e6, 1.8e6, 1e6,
      2e5 - y * 1e5, 2e5 - y * 1e5, 9e6 - y * 8e5, 6e5 - y * 3e5, 4e5 - y * 2.5e5,
      5e5 - y * 2e5, 3e5, 2e5 - y * 2e5, 'Bench Filings'
    from generate_series(0, 4) as y`);
  await db.execute(sql`
    insert into screening_matches (company_id, list_name, entry_id, subject, subject_name,
      entry_name, matched_name, entry_country, score, name_score, strength, entry_hash)
    select ${subjectCompanyId}::uuid, (array['ofac', 'eu', 'un', 'uk'])[1 + n % 4],
      'BENCH-' || n, 'company', 'Risk Bench Company 1', 'RISK BENCH COMPANY ' || n || ' LLC',
      'RISK BENCH COMPANY 1', 'IR', 50 + n * 4, 80 + n, case when n > 7 then 'probable'
      else 'possible' end, 'bench-entry-' || n
    from generate_series(1, ${int(sizes.matches)}) as n`);
  const now = Date.now();
  const batch = subjectAlerts(sizes.alerts, now);
  for (let i = 0; i < batch.length; i += 500) await insertAlerts(db, batch.slice(i, i + 500));

  // Background alerts over the last year, on the other companies in turn.
  // One anchor for both statements, so an alert and its link row carry the same time.
  const published = sql`${new Date(now).toISOString()}::timestamptz
    - (n % 365) * interval '1 day' - n * interval '1 second'`;
  const others = int(Math.max(1, sizes.companies - 1));
  await db.execute(sql`
    insert into alerts (id, title, type, severity, polarity, provider, published_at, source_key)
    select md5('bench-ai-alert:' || n)::uuid, 'Background alert ' || n,
      (array['news', 'financial', 'cyber', 'legal'])[1 + n % 4],
      case when n % 5 = 0 then 'High' end, 'NEGATIVE', 'Bench Wire', ${published},
      'bench-ai:other:' || n
    from generate_series(1, ${int(sizes.otherAlerts)}) as n`);
  await db.execute(sql`analyze alerts`);
  await db.execute(sql`
    insert into alert_companies (alert_id, company_id, published_at)
    select md5('bench-ai-alert:' || n)::uuid, md5('company:' || (2 + n % ${others}))::uuid,
      ${published}
    from generate_series(1, ${int(sizes.otherAlerts)}) as n`);
  await db.execute(sql`vacuum analyze`);
}
