/**
 * What the load test counts: every request's time and outcome, by kind (reads, writes,
 * sign-ins, the background upload and export), summed up as percentiles, errors by cause,
 * shed requests and throughput.
 */

export type RequestKind = "read" | "write" | "sign-in" | "background";

/**
 * ok: answered without errors. shed: 503 from load shedding (the busy message, Retry-After).
 * limited: 429 from the per-person request limit. timeout: no answer within the time limit.
 * error: anything else (a 5xx, a GraphQL error, a typed error, a refused connection).
 */
export type Outcome = "ok" | "shed" | "limited" | "timeout" | "error";

type Sample = { kind: RequestKind; operation: string; ms: number; outcome: Outcome };

export type KindSummary = {
  requests: number;
  ok: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
  shed: number;
  limited: number;
  timeouts: number;
};

export type Summary = {
  seconds: number;
  /** Answers without errors per second, every kind. */
  okPerSecond: number;
  byKind: Partial<Record<RequestKind, KindSummary>>;
  /** p95 per operation (answers without errors), slowest first. */
  slowest: { operation: string; p95: number; requests: number }[];
  /** Error causes, most frequent first ("operation: message"). */
  errorCauses: { cause: string; count: number }[];
};

function percentile(sorted: readonly number[], p: number) {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] as number;
}

export class LoadMetrics {
  private readonly samples: Sample[] = [];
  private readonly causes = new Map<string, number>();
  private readonly started = performance.now();
  private stoppedAt: number | null = null;

  record(kind: RequestKind, operation: string, ms: number, outcome: Outcome, cause?: string) {
    if (this.stoppedAt !== null) return;
    this.samples.push({ kind, operation, ms, outcome });
    if (outcome !== "ok" && outcome !== "shed") {
      const key = `${operation}: ${cause ?? outcome}`.slice(0, 200);
      this.causes.set(key, (this.causes.get(key) ?? 0) + 1);
    }
  }

  /** Requests answered after this are not counted (the run's time is up). */
  stop() {
    this.stoppedAt ??= performance.now();
  }

  summary(): Summary {
    const seconds = ((this.stoppedAt ?? performance.now()) - this.started) / 1000;
    const byKind: Summary["byKind"] = {};
    for (const kind of ["read", "write", "sign-in", "background"] as const) {
      const of = this.samples.filter((s) => s.kind === kind);
      if (of.length === 0) continue;
      const times = of
        .filter((s) => s.outcome === "ok")
        .map((s) => s.ms)
        .sort((a, b) => a - b);
      const count = (outcome: Outcome) => of.filter((s) => s.outcome === outcome).length;
      byKind[kind] = {
        requests: of.length,
        ok: times.length,
        p50: percentile(times, 50),
        p95: percentile(times, 95),
        p99: percentile(times, 99),
        errors: count("error"),
        shed: count("shed"),
        limited: count("limited"),
        timeouts: count("timeout"),
      };
    }
    const byOperation = new Map<string, number[]>();
    for (const s of this.samples) {
      if (s.outcome !== "ok") continue;
      const times = byOperation.get(s.operation);
      if (times) times.push(s.ms);
      else byOperation.set(s.operation, [s.ms]);
    }
    const slowest = [...byOperation]
      .map(([operation, times]) => ({
        operation,
        p95: percentile(
          [...times].sort((a, b) => a - b),
          95,
        ),
        requests: times.length,
      }))
      .sort((a, b) => b.p95 - a.p95);
    return {
      seconds,
      okPerSecond: this.samples.filter((s) => s.outcome === "ok").length / seconds,
      byKind,
      slowest,
      errorCauses: [...this.causes]
        .map(([cause, count]) => ({ cause, count }))
        .sort((a, b) => b.count - a.count),
    };
  }
}
