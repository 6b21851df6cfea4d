import { writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { lexicographicSortSchema, printSchema } from "graphql";
import { buildSchema } from "./schema.ts";

/** `npm run schema:print`: writes packages/server/schema.graphql, which is committed. */
const target = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../schema.graphql");
writeFileSync(target, `${printSchema(lexicographicSortSchema(buildSchema()))}\n`);
console.log(`schema written to ${path.relative(process.cwd(), target)}`);
