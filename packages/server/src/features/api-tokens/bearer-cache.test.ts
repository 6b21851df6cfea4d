import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildWorld } from "../../test/admin-test-support.ts";
import { createHarness, type Harness } from "../../test/harness.ts";
import { apiTokens } from "./api-token.table.ts";
import { listenForApiClients, revokeToken, tokenFor } from "./api-token-test-support.ts";

let h: Harness;
let world: Awaited<ReturnType<typeof buildWorld>>;
let api: Awaited<ReturnType<typeof listenForApiClients>>;
beforeAll(async () => {
  // A long cache, so that what the test sees is the cache's doing and not the clock's.
  h = await createHarness({ SESSION_CACHE_MS: "60000" });
  world = await buildWorld(h);
  api = await listenForApiClients(h);
});
afterAll(() => h.close());

const tagsQuery = "{ tags { itemsCount } }";

describe("the bearer token cache", () => {
  it("answers a token's next requests from memory, and a revocation through the API takes effect at once", async () => {
    const member = world.actors.user.client;
    const { id, secret } = await tokenFor(member, { scopes: ["read:tags"] });
    expect((await api(secret, tagsQuery)).status).toBe(200);

    // Revoked behind the server's back: within the cache's time the token still answers, which
    // shows the lookup was remembered (another process would see it within SESSION_CACHE_MS).
    await h.database.db
      .update(apiTokens)
      .set({ revokedAt: new Date() })
      .where(eq(apiTokens.id, id));
    expect((await api(secret, tagsQuery)).status).toBe(200);

    // Any mutation in this process forgets every remembered token.
    await h.database.db.update(apiTokens).set({ revokedAt: null }).where(eq(apiTokens.id, id));
    const revoked = await member.gql<{ revokeApiToken: { __typename: string } }>(revokeToken, {
      id,
    });
    expect(revoked.data?.revokeApiToken.__typename).toBe("RevokeApiTokenSuccess");
    expect((await api(secret, tagsQuery)).status).toBe(401);
  });

  it("never remembers a refusal: a token refused once is looked up again on its next use", async () => {
    const member = world.actors.user.client;
    const { id, secret } = await tokenFor(member, { scopes: ["read:tags"] });
    await h.database.db
      .update(apiTokens)
      .set({ revokedAt: new Date() })
      .where(eq(apiTokens.id, id));
    expect((await api(secret, tagsQuery)).status).toBe(401);
    await h.database.db.update(apiTokens).set({ revokedAt: null }).where(eq(apiTokens.id, id));
    expect((await api(secret, tagsQuery)).status).toBe(200);
  });
});
