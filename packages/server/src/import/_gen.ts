import { writeFileSync } from "node:fs";
import Papa from "papaparse";
import { generateCompanies } from "../seed/companies/generate-companies.ts";

const rows = [];
const byId = new Map<string, string>();
for (const { company: c } of generateCompanies({ count: 100_000, seed: 11 })) {
  byId.set(c.id, c.duns);
  rows.push({
    displayName: c.displayName,
    legalName: c.legalName,
    duns: c.duns,
    globalId: c.globalId,
    statusCode: c.statusCode,
    countryCode: c.countryCode,
    region: c.region,
    city: c.city,
    latitude: c.latitude,
    longitude: c.longitude,
    naicsCode: c.naicsCode,
    naicsTitle: c.naicsTitle,
    sector: c.sector,
    employeeCount: c.employeeCount,
    foundedYear: c.foundedYear,
    website: c.website,
    parentDuns: c.parentCompanyId ? byId.get(c.parentCompanyId) : "",
    tags: "supplier;tier-1",
  });
}
writeFileSync("/tmp/companies-100k.csv", Papa.unparse(rows));
