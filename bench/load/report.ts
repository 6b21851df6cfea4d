/**
 * The load test's report: a table per setup (requests, throughput, percentiles of reads,
 * writes and sign-ins, errors, shed requests, timeouts), the scaling from one PostgreSQL server
 * to two, what went wrong and why, and whether the issue's goals are met.
 */
import type { KindSummary, Summary } from "./metrics.ts";

export type LoadReport = {
  setup: string;
  servers: number;
  users: number;
  seconds: number;
  summary: Summary;
  /** CPU of the servers (and worker, and PostgreSQL's backends) per request of the run. */
  cpuMsPerRequest: number;
  /** The same users without think time: what the setup answers at most. */
  capacity: Summary | null;
  background: string[];
  loggedErrors: { cause: string; count: number }[];
  /** The machine's one-minute load average before and after. */
  loadAverage: [number, number];
};

/** Reads must answer within this at the 95th percentile on PostgreSQL with two servers. */
const readP95GoalMs = 200;

const ms = (value: number | undefined) =>
  value === undefined || Number.isNaN(value) ? "—" : `${value.toFixed(0)} ms`;
const percentiles = (k: KindSummary | undefined) =>
  k ? `${ms(k.p50)} / ${ms(k.p95)} / ${ms(k.p99)}` : "—";
const total = (s: Summary, field: "errors" | "shed" | "timeouts" | "limited" | "requests") =>
  Object.values(s.byKind).reduce((n, k) => n + (k?.[field] ?? 0), 0);

/** Prints the reports; answers whether the goals are met. */
export function printReports(reports: readonly LoadReport[]): boolean {
  const rows = reports.map((r) => {
    const s = r.summary;
    return `| ${r.setup} (${r.servers} server${r.servers > 1 ? "s" : ""}) | ${r.users} users, ${r.seconds} s | ${total(s, "requests")} | ${s.okPerSecond.toFixed(1)}/s | ${percentiles(s.byKind.read)} | ${percentiles(s.byKind.write)} | ${ms(s.byKind["sign-in"]?.p95)} | ${total(s, "errors")} | ${total(s, "shed")} | ${total(s, "timeouts")} | ${r.cpuMsPerRequest.toFixed(1)} ms | ${r.capacity ? `${r.capacity.okPerSecond.toFixed(0)}/s (shed ${total(r.capacity, "shed")}, errors ${total(r.capacity, "errors")})` : "—"} | ${r.loadAverage.map((l) => l.toFixed(1)).join(" → ")} |`;
  });
  console.log(
    [
      "",
      "| setup | load | requests | answered | reads p50 / p95 / p99 | writes p50 / p95 / p99 | sign-in p95 | errors | shed | timeouts | CPU per request | capacity (no think time) | machine load |",
      "|---|---|---|---|---|---|---|---|---|---|---|---|---|",
      ...rows,
      "",
    ].join("\n"),
  );
  const one = reports.find((r) => r.setup === "postgres")?.capacity;
  const two = reports.find((r) => r.setup === "postgres-two")?.capacity;
  if (one && two)
    console.log(
      `Scaling on PostgreSQL, one server to two and a worker: ${one.okPerSecond.toFixed(0)}/s → ${two.okPerSecond.toFixed(0)}/s (×${(two.okPerSecond / one.okPerSecond).toFixed(2)}) without think time.`,
    );
  for (const r of reports) {
    console.log(`\n${r.setup}:`);
    for (const line of r.background) console.log(`  background ${line}`);
    for (const slow of r.summary.slowest.slice(0, 5))
      console.log(`  slowest: ${slow.operation} p95 ${ms(slow.p95)} (${slow.requests} answers)`);
    for (const e of r.summary.errorCauses.slice(0, 8))
      console.log(`  failed ×${e.count}: ${e.cause}`);
    for (const e of r.loggedErrors.slice(0, 8))
      console.log(`  server logged ×${e.count}: ${e.cause}`);
  }
  let met = true;
  const goal = (ok: boolean, text: string) => {
    console.log(`${ok ? "met" : "MISSED"}: ${text}`);
    met &&= ok;
  };
  console.log("");
  const two2 = reports.find((r) => r.setup === "postgres-two")?.summary;
  if (two2) {
    goal(
      total(two2, "errors") === 0,
      `PostgreSQL, two servers: no errors (${total(two2, "errors")})`,
    );
    goal(
      total(two2, "timeouts") === 0,
      `PostgreSQL, two servers: no timeouts (${total(two2, "timeouts")})`,
    );
    const p95 = two2.byKind.read?.p95 ?? Number.NaN;
    goal(
      p95 <= readP95GoalMs,
      `PostgreSQL, two servers: reads p95 ≤ ${readP95GoalMs} ms (${ms(p95)})`,
    );
  }
  const lite = reports.find((r) => r.setup === "pglite")?.summary;
  if (lite)
    goal(
      total(lite, "timeouts") === 0,
      `PGlite: no timeouts (${total(lite, "timeouts")}; shed ${total(lite, "shed")})`,
    );
  return met;
}
