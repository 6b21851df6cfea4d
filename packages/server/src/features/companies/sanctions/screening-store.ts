import { profileRecordSchemas } from "@tierwise/common/company-profile";
import type { MatchStrength } from "@tierwise/common/risk";
import { sql } from "drizzle-orm";
import type { Database } from "../../../db/client.ts";
import { type SanctionsListName, sanctionsListNames } from "./sanctions.table.ts";

/** A match as screening found and scored it (screen-companies.ts). */
export type ScoredMatch = {
  companyId: string;
  subject: "company" | "executive";
  subjectName: string;
  listName: SanctionsListName;
  /** The dataset or list title shown as the record's list name. */
  listTitle: string;
  entryId: string;
  entryName: string;
  entryCountry: string | null;
  entryHash: string;
  matchedName: string;
  nameScore: number;
  score: number;
  strength: MatchStrength;
  reasons: string[];
  program: string;
  listedOn: string | null;
};

/**
 * The `sanctions` profile records of one company and list, best first. They keep the shape
 * common's profileRecordSchemas.sanctions gives them (score is now the evidence score), plus
 * `entryId` and `strength`: the schema's readers strip them, the alert rules name the entry by
 * its id, and the risk grades join analysts' decisions on it.
 */
function recordsOf(matches: ScoredMatch[]) {
  return [...matches]
    .sort((a, b) => b.score - a.score || a.matchedName.localeCompare(b.matchedName))
    .map((m) => ({
      ...profileRecordSchemas.sanctions.parse({
        listName: m.listTitle,
        program: m.program,
        listedOn: m.listedOn,
        matchedName: m.matchedName,
        subject: m.subject,
        score: m.score,
      }),
      entryId: m.entryId,
      strength: m.strength,
    }));
}

const rowsPerStatement = 2_000;

/**
 * Writes what a screening found for the companies it screened (`companyIds`, or every company
 * when null), in one transaction:
 *
 * 1. the `sanctions` profile area, one row per company and list. Rows are updated in place,
 *    not deleted and inserted again, so the alerts trigger (migration
 *    alerts_company_data_triggers) sees only records that are new or changed: a rescreen that
 *    finds what it found before raises nothing;
 * 2. screening_matches, upserted by company, list and entry (ids stay stable for decisions);
 * 3. dismissals whose entry has changed since they were made are dropped: the match reopens.
 */
export async function storeScreening(
  db: Database,
  input: {
    companyIds: string[] | null;
    matches: ScoredMatch[];
    fetchedAt: (list: SanctionsListName) => string;
  },
): Promise<{ reopened: number }> {
  const byCompanyList = new Map<string, ScoredMatch[]>();
  for (const m of input.matches) {
    const key = `${m.companyId}\u0000${m.listName}`;
    byCompanyList.set(key, [...(byCompanyList.get(key) ?? []), m]);
  }
  const areaRows = [...byCompanyList.values()].map((group) => {
    const [first] = group as [ScoredMatch];
    return {
      company_id: first.companyId,
      source: first.listName,
      fetched_at: input.fetchedAt(first.listName),
      records: recordsOf(group),
    };
  });
  const matchRows = input.matches.map((m) => ({
    company_id: m.companyId,
    list_name: m.listName,
    entry_id: m.entryId,
    subject: m.subject,
    subject_name: m.subjectName,
    entry_name: m.entryName,
    matched_name: m.matchedName,
    entry_country: m.entryCountry,
    score: m.score,
    name_score: m.nameScore,
    strength: m.strength,
    reasons: m.reasons,
    entry_hash: m.entryHash,
  }));
  const lists = sql.param([...sanctionsListNames]);
  const inScope = (column: string) =>
    input.companyIds === null
      ? sql`true`
      : sql`${sql.raw(column)} = any(${sql.param(input.companyIds)}::uuid[])`;
  const json = (rows: unknown[]) => JSON.stringify(rows);

  return db.transaction(async (tx) => {
    // What is no longer found goes; the keys found are passed once as JSON.
    const areaKeys = json(areaRows.map((r) => ({ company_id: r.company_id, source: r.source })));
    await tx.execute(sql`
      delete from company_profile_areas a
      where a.area = 'sanctions' and a.source = any(${lists}::text[]) and ${inScope("a.company_id")}
        and not exists (
          select 1 from jsonb_to_recordset(${areaKeys}::jsonb) as k(company_id uuid, source text)
          where k.company_id = a.company_id and k.source = a.source)`);
    const matchKeys = json(
      matchRows.map((r) => ({
        company_id: r.company_id,
        list_name: r.list_name,
        entry_id: r.entry_id,
      })),
    );
    await tx.execute(sql`
      delete from screening_matches m
      where ${inScope("m.company_id")}
        and not exists (
          select 1 from jsonb_to_recordset(${matchKeys}::jsonb)
            as k(company_id uuid, list_name text, entry_id text)
          where k.company_id = m.company_id and k.list_name = m.list_name
            and k.entry_id = m.entry_id)`);

    for (let i = 0; i < areaRows.length; i += rowsPerStatement) {
      await tx.execute(sql`
        insert into company_profile_areas (company_id, area, source, fetched_at, records)
        select v.company_id, 'sanctions', v.source, v.fetched_at, v.records
        from jsonb_to_recordset(${json(areaRows.slice(i, i + rowsPerStatement))}::jsonb)
          as v(company_id uuid, source text, fetched_at timestamptz, records jsonb)
        on conflict (company_id, area, source) do update
          set records = excluded.records, fetched_at = excluded.fetched_at
          where company_profile_areas.records is distinct from excluded.records
             or company_profile_areas.fetched_at is distinct from excluded.fetched_at`);
    }
    for (let i = 0; i < matchRows.length; i += rowsPerStatement) {
      await tx.execute(sql`
        insert into screening_matches (company_id, list_name, entry_id, subject, subject_name,
          entry_name, matched_name, entry_country, score, name_score, strength, reasons, entry_hash)
        select v.company_id, v.list_name, v.entry_id, v.subject, v.subject_name, v.entry_name,
          v.matched_name, v.entry_country, v.score, v.name_score, v.strength,
          array(select jsonb_array_elements_text(v.reasons)), v.entry_hash
        from jsonb_to_recordset(${json(matchRows.slice(i, i + rowsPerStatement))}::jsonb)
          as v(company_id uuid, list_name text, entry_id text, subject text, subject_name text,
               entry_name text, matched_name text, entry_country text, score int,
               name_score int, strength text, reasons jsonb, entry_hash text)
        on conflict (company_id, list_name, entry_id) do update set
          subject = excluded.subject, subject_name = excluded.subject_name,
          entry_name = excluded.entry_name, matched_name = excluded.matched_name,
          entry_country = excluded.entry_country, score = excluded.score,
          name_score = excluded.name_score, strength = excluded.strength,
          reasons = excluded.reasons, entry_hash = excluded.entry_hash, updated_at = now()`);
    }

    // Every organisation's dismissal of a match whose entry changed: the list now says something
    // the analyst did not see. Confirmations stand (a changed entry does not clear a company).
    const reopened = await tx.execute<{ id: string }>(
      sql`
      delete from screening_match_decisions d
      using screening_matches m
      where m.company_id = d.company_id and m.list_name = d.list_name and m.entry_id = d.entry_id
        and d.decision = 'dismissed' and d.entry_hash <> m.entry_hash and ${inScope("m.company_id")}
      returning d.id`,
      "objects",
    );
    return { reopened: reopened.length };
  });
}
