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
    const text = body.replace(interpolation, (_whole, expression: string) => {
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
