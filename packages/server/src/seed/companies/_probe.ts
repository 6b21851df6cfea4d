import { sql } from "drizzle-orm";
import { openDatabase } from "../../db/client.ts";
for (const target of [{ kind: "pglite" as const }, { kind: "postgres" as const, url: "postgres://postgres@127.0.0.1:5432/test" }]) {
  const h = await openDatabase(target);
  const r = await h.db.execute(sql`select a, b, c::text[] as c, d::jsonb as d from unnest(${sql.param([1, 2, null])}::int[], ${sql.param(["x", 'q"u\\o,te', null])}::text[], ${sql.param(["{a,b}", "{}", '{"x y","z"}'])}::text[], ${sql.param([JSON.stringify([{ a: 1 }]), "{}", "[]"])}::jsonb[]) as t(a, b, c, d)`);
  console.log(target.kind, JSON.stringify(r.rows ?? r));
  await h.close();
}
