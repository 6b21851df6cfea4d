import {
  type FragmentDefinitionNode,
  type GraphQLResolveInfo,
  Kind,
  type SelectionSetNode,
} from "graphql";

function selects(
  set: SelectionSetNode | undefined,
  name: string,
  fragments: Record<string, FragmentDefinitionNode>,
): boolean {
  if (!set) return false;
  return set.selections.some((selection) => {
    if (selection.kind === Kind.FIELD) return selection.name.value === name;
    if (selection.kind === Kind.INLINE_FRAGMENT) {
      return selects(selection.selectionSet, name, fragments);
    }
    return selects(fragments[selection.name.value]?.selectionSet, name, fragments);
  });
}

/**
 * Whether the query selects `name` directly under this field (through fragments too), so a
 * resolver can do that work up front, e.g. count inside the search's own transaction.
 */
export function selectsField(info: GraphQLResolveInfo, name: string): boolean {
  return info.fieldNodes.some((node) => selects(node.selectionSet, name, info.fragments));
}
