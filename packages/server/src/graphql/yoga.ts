import { blockFieldSuggestionsPlugin } from "@escape.tech/graphql-armor-block-field-suggestions";
import { costLimitPlugin } from "@escape.tech/graphql-armor-cost-limit";
import { maxAliasesPlugin } from "@escape.tech/graphql-armor-max-aliases";
import { maxDepthPlugin } from "@escape.tech/graphql-armor-max-depth";
import { maxTokensPlugin } from "@escape.tech/graphql-armor-max-tokens";
import { messages } from "@tierwise/common/messages";
import type { FastifyBaseLogger } from "fastify";
import {
  type DocumentNode,
  GraphQLError,
  type GraphQLSchema,
  Kind,
  NoSchemaIntrospectionCustomRule,
} from "graphql";
import { createYoga, type Plugin } from "graphql-yoga";
import type { Config } from "../config.ts";
import { ForbiddenCodeError, UnauthenticatedError } from "../core/errors.ts";
import { currentRequest } from "../core/request-store.ts";
import {
  databaseFullMessage,
  databaseUnavailableMessage,
  isDatabaseFull,
  isDatabaseUnavailable,
} from "../db/database-unavailable.ts";
import { apiRootFieldGuardPlugin } from "./api-root-field-guard.ts";
import { compiledExecutionPlugin } from "./compiled-execution.ts";
import type { GraphQLContext } from "./context.ts";
import { bracketNestingPlugin } from "./input-guard.ts";
import type { KnownQueries } from "./known-queries.ts";

export type ServerContext = { buildContext: () => Promise<GraphQLContext> };

/**
 * Turns thrown errors into what a client may see: our two coded errors keep their codes,
 * GraphQL's own validation errors pass, an unreachable database says so (SERVICE_UNAVAILABLE),
 * anything else becomes the generic warning (logged with the request id, never sent with a
 * stack trace).
 */
function maskError(
  error: unknown,
  log: FastifyBaseLogger | undefined,
  requestId: string | undefined,
) {
  const original = error instanceof GraphQLError ? error.originalError : error;
  if (original instanceof UnauthenticatedError) {
    return new GraphQLError(original.message, { extensions: { code: "UNAUTHENTICATED" } });
  }
  if (original instanceof ForbiddenCodeError) {
    return new GraphQLError(original.message, { extensions: { code: "FORBIDDEN" } });
  }
  if (error instanceof GraphQLError && !error.originalError) return error;
  if (
    error instanceof GraphQLError &&
    error.originalError instanceof GraphQLError &&
    !error.originalError.originalError
  ) {
    return error;
  }
  if (isDatabaseUnavailable(original)) {
    log?.warn({ err: original, requestId }, "database unreachable during a GraphQL operation");
    return new GraphQLError(databaseUnavailableMessage, {
      extensions: { code: "SERVICE_UNAVAILABLE", requestId },
    });
  }
  if (isDatabaseFull(original)) {
    log?.error({ err: original, requestId }, "the database's disk is full");
    return new GraphQLError(databaseFullMessage, {
      extensions: { code: "INSUFFICIENT_STORAGE", requestId },
    });
  }
  log?.error({ err: original, requestId }, "unexpected error in a GraphQL operation");
  return new GraphQLError(messages.somethingWentWrong, {
    extensions: { code: "INTERNAL_SERVER_ERROR", requestId },
  });
}

/** maskError for the request under way (its log and id): Yoga's, and known-queries.ts's. */
export function maskRequestError(error: unknown): GraphQLError {
  const request = currentRequest();
  return maskError(error, request?.log, request?.requestId);
}

export function buildYoga(
  schema: GraphQLSchema,
  config: Config,
  /** Called as a mutation starts and again when it ends (session cache, read-your-own-writes). */
  onMutation: (context: GraphQLContext) => void = () => {},
  /** Filled with the query texts run compiled, which then skip Yoga's pipeline (direct-answer.ts). */
  knownQueries?: KnownQueries,
) {
  const development = config.NODE_ENV === "development";
  const plugins: Plugin[] = [
    maxDepthPlugin({ n: config.GRAPHQL_MAX_DEPTH, flattenFragments: true }),
    maxAliasesPlugin({ n: config.GRAPHQL_MAX_ALIASES }),
    costLimitPlugin({ maxCost: config.GRAPHQL_MAX_COST }),
    maxTokensPlugin({ n: config.GRAPHQL_MAX_TOKENS }),
    // After maxTokensPlugin: wraps its parser, which would overflow on brackets nested deep.
    bracketNestingPlugin(config.GRAPHQL_MAX_TOKENS),
    // Before execution, on both the Fetch path and direct-answer.ts: a token's root fields.
    apiRootFieldGuardPlugin(),
  ] as Plugin[];
  // Whatever a mutation changes (roles, sessions, flags), cached session lookups must not outlive
  // it, and its session's reads stay on the primary a while (db/read-routing.ts).
  plugins.push({
    onExecute({ args }) {
      const mutation = (args.document as DocumentNode).definitions.some(
        (d) => d.kind === Kind.OPERATION_DEFINITION && d.operation === "mutation",
      );
      if (!mutation) return;
      const context = args.contextValue as unknown as GraphQLContext;
      onMutation(context);
      return { onExecuteDone: () => onMutation(context) };
    },
  });
  if (config.GRAPHQL_COMPILED_QUERIES) plugins.push(compiledExecutionPlugin(knownQueries));
  if (!development) {
    plugins.push(blockFieldSuggestionsPlugin() as Plugin);
    plugins.push({
      onValidate({ addValidationRule }) {
        addValidationRule(NoSchemaIntrospectionCustomRule);
      },
    });
  }
  return createYoga<ServerContext, GraphQLContext>({
    schema,
    graphqlEndpoint: "/graphql",
    graphiql: development,
    landingPage: false,
    logging: false,
    // The web app calls its own origin. Yoga's default answered any Origin with
    // access-control-allow-origin and allow-credentials; and answers that skip Yoga's Fetch
    // layer (direct-answer.ts) must carry the same headers as those that pass through it.
    cors: false,
    // Fastify has parsed the body already and enforces the 1 MB cap; only POST reaches here.
    maskedErrors: { maskError: maskRequestError },
    context: async ({ buildContext }) => buildContext(),
    plugins,
  });
}
