// Can pg-boss 10 run on PGlite through its documented custom `db.executeSql`, parameterised?
import { PGlite } from "@electric-sql/pglite";
import PgBoss from "pg-boss";

const pg = new PGlite();
const db = {
  async executeSql(text, values = []) {
    // PGlite's query() takes a single statement with parameters; exec() takes many without.
    if (values.length === 0) {
      const r = await pg.exec(text);
      return r[r.length - 1] ?? { rows: [] };
    }
    return pg.query(text, values);
  },
};
const boss = new PgBoss({ db, schema: "pgboss" });
boss.on("error", (e) => console.log("boss error:", e.message));
try {
  await boss.start();
  await boss.createQueue("q");
  const id = await boss.send("q", { a: 1 });
  const [job] = await boss.fetch("q");
  await boss.complete("q", job.id);
  console.log("PGLITE OK", id, job?.id);
} catch (e) {
  console.log("PGLITE FAIL:", e.message);
}
await boss.stop({ graceful: false, wait: false }).catch(() => {});
process.exit(0);
