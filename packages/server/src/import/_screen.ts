import { sql } from "drizzle-orm";
import { loadConfig } from "../config.ts";
import { openConfiguredDatabase } from "../db/open-from-config.ts";
import { importSanctionsList } from "../features/companies/sanctions/import-sanctions-list.ts";
import { screenCompanies } from "../features/companies/sanctions/screen-companies.ts";
import { writeFileSync } from "node:fs";
const config = loadConfig();
const h = await openConfiguredDatabase(config);
const syll = ["ka","ro","mi","zan","tor","vel","qui","bar","sol","nex","dra","pho","lum","tek","gri","ost","ula","yen","far","kel"];
let seed = 7; const rnd = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
const word = () => Array.from({ length: 2 + Math.floor(rnd() * 3) }, () => syll[Math.floor(rnd() * syll.length)]).join("");
const lines = ["id,schema,name,aliases,countries,sanctions,dataset,first_seen"];
for (let i = 0; i < Number(process.env.N ?? 20000); i++) {
  const schema = rnd() < 0.5 ? "Person" : "Company";
  lines.push(`syn-${i},${schema},${word()} ${word()}${rnd() < 0.5 ? " Ltd" : ""},${word()} ${word()},ru,Program,Synthetic,2024-01-01`);
}
writeFileSync("/tmp/syn-targets.csv", lines.join("\n"));
console.log(await importSanctionsList(h.db, { list: "opensanctions", paths: ["/tmp/syn-targets.csv"] }));
console.log(await screenCompanies(h.db, config));
await h.close();
