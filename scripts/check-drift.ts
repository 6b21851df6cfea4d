/**
 * Generated files are committed; this fails when they no longer match their sources:
 * the printed GraphQL schema and the drizzle migrations.
 */
import { spawnSync } from "node:child_process";

function run(command: string) {
  const result = spawnSync(command, { shell: true, encoding: "utf8" });
  if (result.status !== 0) {
    console.error(result.stdout, result.stderr);
    process.exit(1);
  }
  return result.stdout;
}

run("npm run --silent schema:print");
const migrationOutput = run(
  "npx drizzle-kit generate --config packages/server/drizzle.config.ts --name drift_check",
);
const changed = run(
  "git status --porcelain -- packages/server/schema.graphql packages/server/drizzle packages/web/src/app/apollo/possible-types.generated.ts",
).trim();
if (changed) {
  console.error(`Generated files are out of date. Commit the regenerated files:\n${changed}`);
  if (!/No schema changes/i.test(migrationOutput)) console.error(migrationOutput);
  process.exit(1);
}
console.log("drift: schema.graphql and migrations match their sources");
