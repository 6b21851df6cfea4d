import { sql } from "drizzle-orm";
import { testConfig } from "/work/main/packages/server/src/config.ts";
import { openDatabase } from "/work/main/packages/server/src/db/client.ts";
import { migrate } from "/work/main/packages/server/src/db/migrate.ts";
import {
  bulkRequestRows,
  bulkRequests,
} from "/work/main/packages/server/src/features/company-requests/company-request.table.ts";
import { buildOrganization, buildUser } from "/work/main/packages/server/src/test/factories.ts";

const kind = process.argv[2] === "pg" ? "postgres" : "pglite";
const h =
  kind === "pglite"
    ? await openDatabase({ kind: "pglite" })
    : await openDatabase({ kind: "postgres", url: process.env.URL! });
await migrate(h);
const db = h.db;
const org = await buildOrganization(db);
const user = await buildUser(db, testConfig(), {});
const [bulk] = await db
  .insert(bulkRequests)
  .values({ organizationId: org.id, userId: user.id, filename: "x", fileKey: "k" })
  .returning();
const t = performance.now();
await db.transaction(async (tx) => {
  for (let b = 0; b < 50; b++) {
    const records = Array.from({ length: 2000 }, (_, i) => ({
      n: b * 2000 + i + 1,
      raw: { Supplier: `S${b * 2000 + i}`, Country: "Germany" },
      errors: [],
    }));
    await tx.execute(sql`insert into ${bulkRequestRows} (bulk_request_id, organization_id, row_number, raw, errors)
      select ${bulk!.id}, ${org.id}, r.n, r.raw, r.errors from jsonb_to_recordset(${JSON.stringify(records)}::jsonb) as r(n int, raw jsonb, errors text[])`);
    if (b % 10 === 0) console.log(b, Math.round(performance.now() - t));
  }
});
console.log("insert 100k", Math.round(performance.now() - t));
await h.close();
