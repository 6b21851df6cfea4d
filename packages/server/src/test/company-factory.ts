import { randomBytes } from "node:crypto";
import type { Database } from "../db/client.ts";
import { type Company, companies, type NewCompany } from "../features/companies/company.table.ts";

const unique = () => randomBytes(4).toString("hex");

/** One company with a unique slug and DUNS; every other field as given. */
export async function buildCompany(
  db: Database,
  overrides: Partial<NewCompany> = {},
): Promise<Company> {
  const name = overrides.displayName ?? `Test Company ${unique()}`;
  const [row] = await db
    .insert(companies)
    .values({
      slug: `${name.toLowerCase().replace(/[^a-z0-9]+/g, "-")}-${unique()}`,
      displayName: name,
      duns: String(100_000_000 + Math.floor(Math.random() * 899_999_999)).slice(0, 9),
      statusCode: "active",
      countryCode: "DE",
      city: "Hamburg",
      ...overrides,
    })
    .returning();
  if (!row) throw new Error("company not created");
  return row;
}
