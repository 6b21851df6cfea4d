import type { DocumentNode, ExecutionResult, GraphQLError } from "graphql";
import type { CompiledQuery } from "graphql-jit";
import { firstRefusedRootField } from "./api-root-field-guard.ts";
import { asGraphQLJsAnswer } from "./compiled-execution.ts";
import type { GraphQLContext } from "./context.ts";
import { RecentlyUsed } from "./recently-used.ts";

/** As many as compiled-execution.ts keeps compiled: each entry is one of those. */
const mostQueriesKnown = 500;

/** The parameters of a GraphQL request that Yoga's own checks would accept unchanged. */
export type KnownQueryParams = {
  query: string;
  operationName?: string | null;
  variables?: Record<string, unknown> | null;
};

/**
 * Query texts that Yoga's whole pipeline has already taken to execution (parsed, validated with
 * the armor limits and the introspection rule, picked as a query), with the code compiled for
 * them. The same text would meet the same checks again with the same outcome: they depend on
 * the text and the schema, never on who asks. So a request with a known text skips them, and
 * Yoga's pipeline with them, and runs the compiled code at once (README "GraphQL overhead").
 * What does depend on who asks, an API token's scopes, is checked here with the pipeline's own
 * rule.
 */
export class KnownQueries {
  private readonly known = new RecentlyUsed<string, KnownQuery>(mostQueriesKnown);

  /** `asked`: the request's parameters as Yoga took them; only those a known query may have count. */
  remember(asked: object, known: KnownQuery): void {
    const params = knownQueryParams(asked);
    if (params) this.known.set(keyOf(params), known);
  }

  find(params: KnownQueryParams): KnownQuery | undefined {
    return this.known.get(keyOf(params));
  }
}

/** The code compiled for a query text, and the document it was parsed to (for a token's scopes). */
export type KnownQuery = { compiled: CompiledQuery; document: DocumentNode };

const keyOf = (params: KnownQueryParams) => `${params.operationName ?? ""}\u0000${params.query}`;

/**
 * The body's parameters when they are exactly what a known query may come with: Yoga's check
 * refuses any other key and any other type, and must then answer itself.
 */
export function knownQueryParams(body: object): KnownQueryParams | undefined {
  const { query, operationName, variables, extensions, ...other } = body as Record<string, unknown>;
  if (typeof query !== "string" || Object.keys(other).length > 0) return;
  if (operationName != null && typeof operationName !== "string") return;
  if (variables != null && (typeof variables !== "object" || Array.isArray(variables))) return;
  if (extensions != null && (typeof extensions !== "object" || Array.isArray(extensions))) return;
  return { query, operationName, variables: variables as KnownQueryParams["variables"] };
}

/**
 * Runs a known query as Yoga would have run it: the context Yoga builds (the server context,
 * the request and the parameters, extended with ours), the compiled code, and Yoga's error
 * masking. Undefined when Yoga must answer after all, nothing of the request having run: an API
 * token whose scopes do not open one of the root fields (the pipeline's guard refuses it, in its
 * words), variables that do not fit the operation (graphql-js words that request error), or a
 * context that could not be built (Yoga masks and answers that).
 */
export async function runKnownQuery(
  { compiled, document }: KnownQuery,
  params: KnownQueryParams,
  yogaContext: { request: unknown; buildContext: () => Promise<object> },
  maskError: (error: GraphQLError) => GraphQLError,
): Promise<ExecutionResult | undefined> {
  let contextValue: object;
  try {
    contextValue = { ...yogaContext, params, ...(await yogaContext.buildContext()) };
  } catch {
    return;
  }
  const scopes = (contextValue as Partial<GraphQLContext>).apiActor?.apiScopes;
  if (scopes && firstRefusedRootField(document, params.operationName, scopes) !== undefined) return;
  const raw = await compiled.query(undefined, contextValue, params.variables);
  if (!("data" in raw)) return;
  const result = asGraphQLJsAnswer(raw);
  return result.errors ? { ...result, errors: result.errors.map(maskError) } : result;
}
