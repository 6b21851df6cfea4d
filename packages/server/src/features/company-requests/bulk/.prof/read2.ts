import { readCsvRows } from "../../../../import/read-csv-orig.tmp.ts";

const t = performance.now();
const file = await readCsvRows("/tmp/bulkprof/big.csv");
let n = 0;
for await (const r of file.rows) {
  n++;
  if (n % 20000 === 0) console.log(n, Math.round(performance.now() - t));
}
console.log("read orig", n, Math.round(performance.now() - t));
