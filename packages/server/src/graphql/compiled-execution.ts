import {
  BREAK,
  type DocumentNode,
  type ExecutionArgs,
  type ExecutionResult,
  Kind,
  type OperationDefinitionNode,
  visit,
} from "graphql";
import { type CompiledQuery, compileQuery, isCompiledQuery } from "graphql-jit";
import type { Plugin } from "graphql-yoga";
import type { KnownQueries } from "./known-queries.ts";
import { RecentlyUsed } from "./recently-used.ts";

/**
 * Compiling costs far more than one interpreted run, and its code stays in memory: only
 * documents asked again are compiled (the web app asks the same few hundred all day; a
 * one-off query never is), only small ones (a query of hundreds of aliased fields, as a
 * script may send, gains little and compiles to megabytes), and only so many at once.
 */
const compileAfterUses = 2;
const mostFieldsCompiled = 150;
const mostDocumentsCompiled = 500;

/** A document's compiled operations by name ("" for the only one); null: the standard executor. */
type CompiledOperations = Map<string, CompiledQuery | null>;

/**
 * Queries run as code compiled once per document (graphql-jit) instead of being interpreted
 * field by field on every request: the signed-in `session` query spent about a fifth of its CPU
 * in the interpreter's field collection and completion (README "GraphQL overhead").
 *
 * Kept to what graphql-jit runs exactly as graphql-js does, so the answers (and their masked
 * errors) stay the same; anything else takes the standard executor:
 * - queries only: mutations are few, spend their time in the database, and their root fields
 *   must run one after another;
 * - no directives: graphql-jit's handling of @include/@skip on fragment spreads is still being
 *   changed behind an experimental option;
 * - a document graphql-jit cannot compile.
 *
 * Yoga's parse cache hands out the same document object for the same query text, so uses and
 * compiled code are counted and found by document. Each query text run compiled becomes known
 * (`known`): asked again, it skips Yoga's pipeline (known-queries.ts).
 */
export function compiledExecutionPlugin(known?: KnownQueries): Plugin {
  const uses = new WeakMap<DocumentNode, number>();
  const compiledDocuments = new RecentlyUsed<DocumentNode, CompiledOperations>(
    mostDocumentsCompiled,
  );

  function compiledFor(args: ExecutionArgs): CompiledQuery | null {
    let operations = compiledDocuments.get(args.document);
    if (!operations) {
      const seen = (uses.get(args.document) ?? 0) + 1;
      uses.set(args.document, seen);
      if (seen < compileAfterUses) return null;
      if (fieldCount(args.document) > mostFieldsCompiled) {
        uses.set(args.document, Number.NEGATIVE_INFINITY);
        return null;
      }
      operations = new Map();
      compiledDocuments.set(args.document, operations);
    }
    const name = args.operationName ?? "";
    let compiled = operations.get(name);
    if (compiled === undefined) {
      compiled = compiledQueryFor(args);
      operations.set(name, compiled);
    }
    return compiled;
  }

  return {
    onExecute({ args, executeFn, setExecuteFn }) {
      const compiled = compiledFor(args as ExecutionArgs);
      if (!compiled) return;
      // Yoga's context carries the request's parameters: the text it parsed, as it came.
      const asked = (args.contextValue as { params?: object }).params;
      if (known && asked) known.remember(asked, { compiled, document: args.document });
      setExecuteFn((run) => {
        const answered = (result: ExecutionResult) =>
          // No data: variables that do not fit the operation. graphql-js words and places that
          // request error differently (and Yoga answers it with 400): its executor says it,
          // having run nothing either.
          "data" in result ? asGraphQLJsAnswer(result) : executeFn(run);
        const result = compiled.query(run.rootValue, run.contextValue, run.variableValues);
        return result instanceof Promise ? result.then(answered) : answered(result);
      });
    },
  };
}

/** The compiled code for the operation a request runs, or null where the standard executor runs it. */
export function compiledQueryFor(
  args: Pick<ExecutionArgs, "schema" | "document" | "operationName">,
): CompiledQuery | null {
  const operation = chosenOperation(args.document, args.operationName);
  if (operation?.operation !== "query" || hasDirectives(args.document)) return null;
  const compiled = compileQuery(args.schema, args.document, args.operationName ?? undefined);
  return isCompiledQuery(compiled) ? compiled : null;
}

/** The operation a request runs: the named one, or the only one (else the executor refuses). */
function chosenOperation(
  document: DocumentNode,
  operationName: string | null | undefined,
): OperationDefinitionNode | undefined {
  const operations = document.definitions.filter(
    (d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION,
  );
  if (operationName) return operations.find((o) => o.name?.value === operationName);
  return operations.length === 1 ? operations[0] : undefined;
}

function hasDirectives(document: DocumentNode): boolean {
  let found = false;
  visit(document, {
    Directive() {
      found = true;
      return BREAK;
    },
  });
  return found;
}

function fieldCount(document: DocumentNode): number {
  let fields = 0;
  visit(document, {
    Field() {
      fields += 1;
    },
  });
  return fields;
}

/**
 * The result with its keys in graphql-js's order (errors before data), so an answer is the
 * same text whichever executor ran it: clients and tests may compare answers as text.
 */
export function asGraphQLJsAnswer(result: ExecutionResult): ExecutionResult {
  return result.errors?.length
    ? { errors: result.errors, data: result.data }
    : { data: result.data };
}
