import { useApolloClient } from "@apollo/client/react";
import { useEffect, useState } from "react";
import { COMMENT_RECIPIENT_QUERY } from "../../comments/recipients.graphql.ts";

/** "user:{id}" or "team:{id}", as the case filters carry people and teams. */
export type RecipientKey = string;

export const recipientKey = (type: "user" | "team", id: string): RecipientKey => `${type}:${id}`;

export function parseRecipientKey(key: RecipientKey): { type: "user" | "team"; id: string } | null {
  const match = /^(user|team):(.+)$/.exec(key);
  return match ? { type: match[1] as "user" | "team", id: match[2] as string } : null;
}

/**
 * Names of people and teams chosen in a filter. Stored filters keep ids only (their schema has
 * no names), so names not learnt from search results are asked for, once each.
 */
export function useRecipientNames(
  keys: readonly RecipientKey[],
  known: ReadonlyMap<RecipientKey, string>,
): ReadonlyMap<RecipientKey, string> {
  const client = useApolloClient();
  const [fetched, setFetched] = useState<ReadonlyMap<RecipientKey, string>>(new Map());
  const missing = keys.filter((key) => !known.has(key) && !fetched.has(key));
  const missingKey = missing.join(",");

  // biome-ignore lint/correctness/useExhaustiveDependencies: missingKey stands for `missing`.
  useEffect(() => {
    let cancelled = false;
    for (const key of missing) {
      const parsed = parseRecipientKey(key);
      if (!parsed) continue;
      client
        .query({
          query: COMMENT_RECIPIENT_QUERY,
          variables: { type: parsed.type === "team" ? "Team" : "User", id: parsed.id },
        })
        .then(({ data }) => {
          const name = data?.commentRecipient?.name;
          if (!cancelled && name) setFetched((current) => new Map(current).set(key, name));
        })
        .catch(() => undefined);
    }
    return () => {
      cancelled = true;
    };
  }, [client, missingKey]);

  const names = new Map(fetched);
  for (const [key, name] of known) names.set(key, name);
  return names;
}
