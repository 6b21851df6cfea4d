import type { DefinitionNode, DocumentNode } from "graphql";

/**
 * Runtime half of the build-time gql precompilation (precompile-graphql.ts): a parsed document
 * plus the definitions of the documents interpolated into it, each fragment once, as
 * graphql-tag does.
 */
export function documentWithFragments(
  document: DocumentNode,
  interpolated: readonly DocumentNode[],
): DocumentNode {
  if (interpolated.length === 0) return document;
  const fragmentNames = new Set<string>();
  const definitions: DefinitionNode[] = [];
  for (const definition of [
    ...document.definitions,
    ...interpolated.flatMap((item) => item.definitions),
  ]) {
    if (definition.kind === "FragmentDefinition") {
      if (fragmentNames.has(definition.name.value)) continue;
      fragmentNames.add(definition.name.value);
    }
    definitions.push(definition);
  }
  return { ...document, definitions };
}
