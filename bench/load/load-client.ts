/**
 * The load test's HTTP side: GraphQL requests as the web app sends them, to one server or, in
 * turn, to several (round-robin: sessions live in the database, so any server answers any
 * person), each timed and counted with its outcome.
 */
import { messages } from "@tierwise/common/messages";
import { sessionCookieName } from "../../packages/server/src/features/auth/session-token.ts";
import type { Operation } from "./documents.ts";
import type { LoadMetrics, Outcome, RequestKind } from "./metrics.ts";

/** A request unanswered this long counts as timed out (the measure: 10 s). */
export const requestTimeoutMs = 10_000;

// biome-ignore lint/suspicious/noExplicitAny: answers are read by the actions that know their shape.
export type Data = any;

export class LoadClient {
  private turn = 0;

  private readonly bases: readonly string[];
  private readonly metrics: LoadMetrics;

  constructor(bases: readonly string[], metrics: LoadMetrics) {
    this.bases = bases;
    this.metrics = metrics;
  }

  /** The next server in turn. */
  base(): string {
    this.turn = (this.turn + 1) % this.bases.length;
    return this.bases[this.turn] as string;
  }

  /**
   * Sends `operation`; answers its data when it succeeded, null otherwise (counted either
   * way). `setCookie` receives the session cookie a sign-in sets.
   */
  async graphql(
    kind: RequestKind,
    operation: Operation,
    variables: Record<string, unknown>,
    cookie: string | null,
    setCookie?: (cookie: string) => void,
  ): Promise<Data | null> {
    const body = JSON.stringify({
      operationName: operation.name,
      variables,
      query: operation.query,
    });
    return this.send(kind, operation.name, `${this.base()}/graphql`, cookie, body, setCookie);
  }

  /** Any other request (an upload, a download), timed and counted the same way. */
  async request(
    kind: RequestKind,
    label: string,
    url: string,
    cookie: string | null,
    init: RequestInit = {},
  ): Promise<Response | null> {
    const started = performance.now();
    try {
      const response = await fetch(url, {
        ...init,
        headers: { ...(cookie ? { cookie } : {}), ...(init.headers as Record<string, string>) },
        signal: AbortSignal.timeout(requestTimeoutMs),
      });
      const bytes = await response.arrayBuffer();
      const outcome = statusOutcome(response.status, new TextDecoder().decode(bytes.slice(0, 300)));
      this.metrics.record(
        kind,
        label,
        performance.now() - started,
        outcome,
        `HTTP ${response.status}`,
      );
      return outcome === "ok" ? new Response(bytes, response) : null;
    } catch (error) {
      this.failed(kind, label, started, error);
      return null;
    }
  }

  private async send(
    kind: RequestKind,
    label: string,
    url: string,
    cookie: string | null,
    body: string,
    setCookie?: (cookie: string) => void,
  ): Promise<Data | null> {
    const started = performance.now();
    try {
      const response = await fetch(url, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          accept: "application/graphql-response+json,application/json;q=0.9",
          ...(cookie ? { cookie } : {}),
        },
        body,
        signal: AbortSignal.timeout(requestTimeoutMs),
      });
      const text = await response.text();
      const ms = performance.now() - started;
      const outcome = statusOutcome(response.status, text);
      if (outcome !== "ok") {
        this.metrics.record(
          kind,
          label,
          ms,
          outcome,
          `HTTP ${response.status} ${text.slice(0, 120)}`,
        );
        return null;
      }
      const answer = JSON.parse(text) as {
        data?: Data;
        errors?: { message: string; extensions?: { code?: string } }[];
      };
      const problem = answer.errors?.[0]
        ? `${answer.errors[0].extensions?.code ?? "GraphQL error"}: ${answer.errors[0].message}`
        : typedError(answer.data);
      this.metrics.record(kind, label, ms, problem ? "error" : "ok", problem);
      if (problem) return null;
      const session = response.headers
        .getSetCookie()
        .map((c) => c.split(";")[0])
        .find((c) => c?.startsWith(`${sessionCookieName}=`));
      if (session && setCookie) setCookie(session);
      return answer.data;
    } catch (error) {
      this.failed(kind, label, started, error);
      return null;
    }
  }

  private failed(kind: RequestKind, label: string, started: number, error: unknown) {
    const timedOut = (error as Error).name === "TimeoutError";
    const cause = (error as { cause?: { code?: string } }).cause?.code ?? (error as Error).message;
    this.metrics.record(
      kind,
      label,
      performance.now() - started,
      timedOut ? "timeout" : "error",
      cause,
    );
  }
}

function statusOutcome(status: number, text: string): Outcome {
  if (status >= 200 && status < 300) return "ok";
  if (status === 503 && text.includes(messages.busy)) return "shed";
  if (status === 429) return "limited";
  return "error";
}

/** A union answer that is one of the API's typed errors (a top-level field's __typename). */
function typedError(data: Data): string | undefined {
  for (const value of Object.values((data ?? {}) as Record<string, unknown>)) {
    const name = (value as { __typename?: string } | null)?.__typename;
    if (name?.endsWith("Error")) return `${name}: ${(value as { message?: string }).message ?? ""}`;
  }
  return undefined;
}
