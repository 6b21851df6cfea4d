import { createReadStream, statSync, writeFileSync } from "node:fs";
import { openRows } from "../../../../import/read-rows.ts";

const lines = ["Supplier", ...Array.from({ length: 100001 }, (_, i) => `S${i}`)];
writeFileSync("/tmp/bulkprof/big.csv", lines.join("\n"));
const t = performance.now();
const file = await openRows("/tmp/bulkprof/big.csv", "csv");
console.log("open", Math.round(performance.now() - t));
let n = 0;
for await (const r of file.rows) {
  n++;
  if (n % 20000 === 0) console.log(n, Math.round(performance.now() - t));
}
console.log("read", n, Math.round(performance.now() - t));
