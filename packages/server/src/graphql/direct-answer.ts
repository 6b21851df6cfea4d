import type { IncomingHttpHeaders } from "node:http";
import type { ExecutionResult, GraphQLError } from "graphql";
import { processRegularResult, type YogaServer } from "graphql-yoga";
import { type KnownQueries, knownQueryParams, runKnownQuery } from "./known-queries.ts";

/** What Yoga's regular result processor answers, ready for Fastify's reply. */
export type DirectAnswer = { status: number; headers: Record<string, string>; body: string };

/** The two media types of Yoga's regular (single JSON document) result processor. */
const regularMediaTypes = ["application/graphql-response+json", "application/json"] as const;

/**
 * The media type Yoga would answer in, when it is one JSON document: Yoga's own negotiation
 * (result-processor/accept.js and use-result-processor.js), where the last match wins and the
 * regular processor is tried last. Undefined when Yoga would stream or refuse: Yoga answers.
 */
export function regularMediaType(accept: string | undefined): string | undefined {
  const key = accept ?? "";
  if (negotiated.has(key)) return negotiated.get(key);
  const chosen = negotiate(accept);
  // A client sends the same Accept header every time: a few kept answers spare the parsing.
  if (negotiated.size >= 100) negotiated.clear();
  negotiated.set(key, chosen);
  return chosen;
}

const negotiated = new Map<string, string | undefined>();

function negotiate(accept: string | undefined): string | undefined {
  const requested: string[] = [];
  for (const entry of (accept || "*/*").replace(/\s/g, "").toLowerCase().split(",")) {
    const [mediaType, ...parameters] = entry.split(";");
    if (mediaType === undefined) continue;
    const charset = parameters.find((p) => p.includes("charset=")) ?? "charset=utf-8";
    if (charset === "charset=utf-8") requested.push(mediaType);
  }
  let chosen: string | undefined;
  for (const wanted of requested.reverse()) {
    const [wantedType, wantedSubtype] = wanted.split("/");
    for (const offered of regularMediaTypes) {
      const [type, subtype] = offered.split("/");
      const typeMatches = wantedType === "*" || wantedType === type;
      if (typeMatches && (wantedSubtype === "*" || wantedSubtype === subtype)) chosen = offered;
    }
  }
  return chosen;
}

/** Yoga's test for a JSON body (request-parser/utils.js): only the first of a listed type counts. */
function isJsonContentType(contentType: string | undefined): boolean {
  const first = contentType?.split(",")[0];
  return first === "application/json" || !!first?.startsWith("application/json;");
}

/**
 * The little of a Fetch Request that Yoga's GraphQL plugins read (the method, to refuse
 * mutations over GET); the headers and URL are built only if a plugin asks for them.
 */
function requestView(request: DirectRequest, Headers: typeof globalThis.Headers): Request {
  let headers: Headers | undefined;
  return {
    method: request.method,
    get url() {
      return `http://${request.headers.host ?? "localhost"}${request.url}`;
    },
    get headers() {
      headers ??= new Headers(
        Object.entries(request.headers).flatMap(([name, value]) =>
          value === undefined ? [] : [[name, Array.isArray(value) ? value.join(", ") : value]],
        ) as [string, string][],
      );
      return headers;
    },
  } as Request;
}

/** Collects what processRegularResult builds, instead of a Fetch Response. */
class CapturedResponse {
  readonly body: string;
  readonly status: number;
  readonly headers: Record<string, string>;
  constructor(body: string, init: { status: number; headers: Record<string, string> }) {
    this.body = body;
    this.status = init.status;
    this.headers = init.headers;
  }
}

export type DirectRequest = {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: unknown;
};

/**
 * Answers a GraphQL POST through Yoga's GraphQL pipeline (parameter checks, parse and
 * validation caches, the armor limits, context, execution, error masking, the status rules)
 * without its Fetch API layer: Fastify has parsed the JSON body already, and the answer is one
 * JSON document (the schema has no subscriptions, @defer or @stream). Building a Fetch Request
 * from Node's and a Response back cost more CPU than the GraphQL work of a small query. With
 * `known`, a query text the pipeline has run compiled before skips the pipeline too.
 *
 * Undefined when Yoga must answer itself: a body that is not one JSON object (a batch, a
 * form), an Accept header asking for a stream, or parameters Yoga's checks refuse; nothing of
 * the request has run then.
 */
export async function answerDirectly<
  TServerContext extends Record<string, unknown> & { buildContext: () => Promise<object> },
>(
  // biome-ignore lint/suspicious/noExplicitAny: any user context; only the server context matters here
  yoga: Pick<YogaServer<TServerContext, any>, "getResultForParams" | "fetchAPI">,
  request: DirectRequest,
  serverContext: TServerContext,
  /** Query texts that skip Yoga's pipeline (known-queries.ts), for the requests that may. */
  known?: { queries: KnownQueries; maskError: (error: GraphQLError) => GraphQLError },
): Promise<DirectAnswer | undefined> {
  if (request.method !== "POST" || !isJsonContentType(request.headers["content-type"])) return;
  const params = request.body;
  if (params === null || typeof params !== "object" || Array.isArray(params)) return;
  const mediaType = regularMediaType(request.headers.accept);
  if (!mediaType) return;
  const view = requestView(request, yoga.fetchAPI.Headers);
  let result: ExecutionResult | AsyncIterable<ExecutionResult> | undefined;
  const knownParams = known && knownQueryParams(params);
  const knownQuery = knownParams && known?.queries.find(knownParams);
  if (knownQuery && knownParams && known) {
    const context = { ...serverContext, request: view };
    result = await runKnownQuery(knownQuery, knownParams, context, known.maskError);
  }
  try {
    result ??= await yoga.getResultForParams({ params, request: view }, serverContext);
  } catch {
    // Only the parameter checks throw here, before anything ran: Yoga answers with its error.
    return;
  }
  if (!result) return;
  const fetchAPI = { ...yoga.fetchAPI, Response: CapturedResponse };
  const answer = processRegularResult(
    result,
    fetchAPI as unknown as typeof yoga.fetchAPI,
    mediaType,
  ) as unknown as CapturedResponse;
  return { status: answer.status, headers: answer.headers, body: answer.body };
}
