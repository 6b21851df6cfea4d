import { type RootOperation, tokenMayUseRootField } from "@tierwise/common/policy/api-root-fields";
import type { ApiScope } from "@tierwise/common/policy/api-scopes";
import {
  type DocumentNode,
  type FragmentDefinitionNode,
  GraphQLError,
  getOperationAST,
  Kind,
  type SelectionSetNode,
} from "graphql";
import type { Plugin } from "graphql-yoga";
import type { GraphQLContext } from "./context.ts";

/** The wording of the refusal; FORBIDDEN like every other permission refusal. */
export const tokenScopeRefusal = (field: string) => `This token's scopes do not allow ${field}.`;

/**
 * Refuses a bearer request before anything runs when one of its operation's root fields is not
 * open to the token's scopes (common/policy/api-root-fields.ts), so a resolver that never asks
 * `can()` cannot answer a token as its owner. The whole request is refused, not the field: a
 * partial answer would still run the allowed fields' mutations. Cookie sessions carry no scopes
 * and pass untouched. It sits in Yoga's execute step, which both the Fetch path and
 * direct-answer.ts go through.
 */
export function apiRootFieldGuardPlugin(): Plugin<GraphQLContext> {
  return {
    onExecute({ args, setResultAndStopExecution }) {
      const scopes = args.contextValue.apiActor?.apiScopes;
      if (!scopes) return;
      const refused = firstRefusedRootField(args.document, args.operationName, scopes);
      if (refused === undefined) return;
      setResultAndStopExecution({
        errors: [
          new GraphQLError(tokenScopeRefusal(refused), { extensions: { code: "FORBIDDEN" } }),
        ],
      });
    },
  };
}

/** The first root field these scopes do not open, or undefined when all are open. */
export function firstRefusedRootField(
  document: DocumentNode,
  operationName: string | null | undefined,
  scopes: readonly ApiScope[],
): string | undefined {
  const operation = getOperationAST(document, operationName);
  // Validation has run: an operation that cannot be picked never executes; refuse all the same.
  if (!operation) return "this operation";
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION)
      fragments.set(definition.name.value, definition);
  }
  for (const field of rootFieldNames(operation.selectionSet, fragments, new Set())) {
    if (!tokenMayUseRootField(scopes, operation.operation as RootOperation, field)) return field;
  }
  return undefined;
}

/**
 * The schema field names (not aliases) selected at the root, through inline fragments and
 * fragment spreads. @skip/@include are ignored: a field is checked even when skipped, which can
 * only refuse more.
 */
function* rootFieldNames(
  selectionSet: SelectionSetNode,
  fragments: Map<string, FragmentDefinitionNode>,
  visited: Set<string>,
): Generator<string> {
  for (const selection of selectionSet.selections) {
    if (selection.kind === Kind.FIELD) {
      yield selection.name.value;
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      yield* rootFieldNames(selection.selectionSet, fragments, visited);
    } else {
      const name = selection.name.value;
      const fragment = fragments.get(name);
      // Validation refuses unknown fragments, but should one get here, its name is no field in
      // the table and refuses the request. The set only keeps a cycle from looping.
      if (!fragment) yield `...${name}`;
      if (!fragment || visited.has(name)) continue;
      visited.add(name);
      yield* rootFieldNames(fragment.selectionSet, fragments, visited);
    }
  }
}
