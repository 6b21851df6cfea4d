import { parse } from "graphql";

/**
 * Build step: replaces gql`...` templates with their parsed documents so that the GraphQL parser
 * (and graphql-tag) stay out of the browser bundle. Interpolated fragments (`${FRAGMENT}`) are
 * appended at run time by documentWithFragments. Development and tests keep the runtime gql.
 */
const gqlTemplate = /\bgql`((?:[^`\\]|\\.)*)`/g;
const interpolation = /\$\{([^}]+)\}/g;

export function precompileGraphql(code: string, helperImport: string): string | null {
  if (!code.includes("gql`")) return null;
  let replaced = false;
  const output = code.replace(gqlTemplate, (_match, body: string) => {
    const expressions: string[] = [];
    const text = body.replace(interpolation, (_whole, expression: string, offset: number) => {
      // Only whole fragment documents may be interpolated, after the operation: text spliced
      // into a selection would vanish here and reach documentWithFragments as a non-document,
      // failing only in the built app (tests keep the runtime gql). Fail the build instead.
      if (depthAt(body, offset) > 0) {
        throw new Error(
          `gql: \${${expression.trim()}} sits inside a selection; only fragment documents can be interpolated, after the operation`,
        );
      }
      expressions.push(expression.trim());
      return "";
    });
    const document = parse(text, { noLocation: true });
    replaced = true;
    return `__twDocumentWithFragments(${JSON.stringify(document)}, [${expressions.join(", ")}])`;
  });
  if (!replaced) return null;
  return `import { documentWithFragments as __twDocumentWithFragments } from ${JSON.stringify(helperImport)};\n${output}`;
}

/** How many braces are open at `offset` of a GraphQL text. */
function depthAt(text: string, offset: number): number {
  let depth = 0;
  for (const character of text.slice(0, offset)) {
    if (character === "{") depth += 1;
    else if (character === "}") depth -= 1;
  }
  return depth;
}
