/**
 * The `query` a bundle's widget gets: a GraphQL request to the portal's own /graphql with the
 * viewer's session cookie. The JSON content type is the API's CSRF protection (a cross-site
 * form cannot send it without a preflight the server never grants), so it is always set.
 */
export async function extensionQuery(
  document: string,
  variables: Record<string, unknown> = {},
  fetcher: typeof fetch = fetch,
): Promise<unknown> {
  if (typeof document !== "string" || document.trim() === "")
    throw new Error("query needs a GraphQL document as a string");
  const response = await fetcher("/graphql", {
    method: "POST",
    credentials: "same-origin",
    headers: { "content-type": "application/json", accept: "application/json" },
    body: JSON.stringify({ query: document, variables }),
  });
  const body = (await response.json().catch(() => null)) as {
    data?: unknown;
    errors?: { message?: string }[];
  } | null;
  const firstError = body?.errors?.[0]?.message;
  if (firstError) throw new Error(firstError);
  if (!response.ok || !body) throw new Error(`The API answered with status ${response.status}.`);
  return body.data ?? null;
}
