import { openDatabase } from "../../../../db/client.ts";
import { migrate } from "../../../../db/migrate.ts";

const db = await openDatabase({ kind: "postgres", url: process.argv[2] as string });
await migrate(db);
await db.close();
