import {
  type ProfileAreaKey,
  type ProfileRecord,
  profileRecordSchemas,
} from "@tierwise/common/company-profile";
import type { Config } from "../../../config.ts";
import type { Database } from "../../../db/client.ts";
import { type ReportCoverage, withoutUncoveredReports } from "../company.policy.ts";
import type { Company } from "../company.table.ts";
import {
  corporateHierarchy,
  type HierarchyMember,
} from "../profile/corporate-hierarchy.service.ts";
import { companyFinancials, type FinancialYear } from "../profile/financials.service.ts";
import { loadProfileAreas, type ShownArea } from "../profile/profile-areas.service.ts";

/** The profile areas the PDF prints. */
export const pdfAreas = [
  "summary",
  "keyExecutives",
  "fundingRounds",
  "sanctions",
  "politicallyExposedPersons",
  "regulatoryEnforcement",
  "courtFilings",
  "adverseMedia",
  "securityRatings",
  "dataBreaches",
  "esg",
] as const satisfies readonly ProfileAreaKey[];
type PdfArea = (typeof pdfAreas)[number];

export type PdfSource = { label: string; source: string; fetchedAt: Date };

export type CompanyPdfData = {
  company: Company;
  generatedAt: Date;
  description: string | null;
  /** The last five fiscal years, oldest first. */
  financials: FinancialYear[];
  executives: ProfileRecord<"keyExecutives">[];
  fundingRounds: ProfileRecord<"fundingRounds">[];
  compliance: {
    sanctions: number;
    politicallyExposedPersons: number;
    regulatoryEnforcement: number;
    courtFilings: number;
    adverseMedia: number;
  };
  security: {
    latest: ProfileRecord<"securityRatings"> | null;
    dataBreaches: number;
  };
  esg: ProfileRecord<"esg"> | null;
  family: {
    globalUltimate: HierarchyMember | null;
    parent: HierarchyMember | null;
    size: number;
    countries: number;
    truncated: boolean;
  };
  sources: PdfSource[];
};

const areaLabels: Record<PdfArea, string> = {
  summary: "Summary",
  keyExecutives: "Key executives",
  fundingRounds: "Funding rounds",
  sanctions: "Sanctions",
  politicallyExposedPersons: "Politically exposed persons",
  regulatoryEnforcement: "Regulatory enforcement",
  courtFilings: "Court filings",
  adverseMedia: "Adverse media",
  securityRatings: "Security ratings",
  dataBreaches: "Data breaches",
  esg: "ESG",
};

/** Records of one area that still match their schema (stored data is validated on write). */
function records<K extends PdfArea>(areas: readonly ShownArea[], key: K): ProfileRecord<K>[] {
  const area = areas.find((candidate) => candidate.area === key);
  if (!area) return [];
  const schema = profileRecordSchemas[key];
  return area.records.flatMap((record) => {
    const parsed = schema.safeParse(record);
    return parsed.success ? [parsed.data as ProfileRecord<K>] : [];
  });
}

const latestBy = <T>(items: readonly T[], key: (item: T) => string | number): T | null =>
  items.reduce<T | null>(
    (best, item) => (best === null || key(item) > key(best) ? item : best),
    null,
  );

/** Everything the profile PDF shows, read through the company services (read only). */
export async function loadCompanyPdfData(
  deps: { db: Database; config: Config },
  shown: Company,
  coverage: ReportCoverage,
  now = new Date(),
): Promise<CompanyPdfData> {
  // Credit, fraud and viability print only with the reports package (company.policy.ts).
  const company = withoutUncoveredReports(shown, coverage);
  const areas = await loadProfileAreas(deps.db, deps.config, company, pdfAreas);
  const financials = await companyFinancials(deps.db, company.id);
  const hierarchy = await corporateHierarchy(deps.db, company, {});
  const byId = new Map(hierarchy.members.map((member) => [member.id, member]));
  const summary = records(areas, "summary")[0] ?? null;
  const fundingRounds = records(areas, "fundingRounds").sort((a, b) =>
    b.announcedOn.localeCompare(a.announcedOn),
  );
  const sources: PdfSource[] = areas.map((area) => ({
    label: areaLabels[area.area as PdfArea] ?? area.area,
    source: area.source,
    fetchedAt: area.fetchedAt,
  }));
  const lastStatement = financials.at(-1);
  if (lastStatement) {
    sources.push({
      label: "Financial statements",
      source: lastStatement.source,
      fetchedAt: lastStatement.fetchedAt,
    });
  }
  for (const [field, provenance] of Object.entries(company.provenance)) {
    sources.push({
      label: `Company record: ${field}`,
      source: provenance.source,
      fetchedAt: new Date(provenance.fetchedAt),
    });
  }
  return {
    company,
    generatedAt: now,
    description: summary?.description.trim() || null,
    financials: financials.slice(-5),
    executives: records(areas, "keyExecutives"),
    fundingRounds,
    compliance: {
      sanctions: records(areas, "sanctions").length,
      politicallyExposedPersons: records(areas, "politicallyExposedPersons").length,
      regulatoryEnforcement: records(areas, "regulatoryEnforcement").length,
      courtFilings: records(areas, "courtFilings").length,
      adverseMedia: records(areas, "adverseMedia").length,
    },
    security: {
      latest: latestBy(records(areas, "securityRatings"), (r) => r.ratedOn),
      dataBreaches: records(areas, "dataBreaches").length,
    },
    esg: latestBy(records(areas, "esg"), (r) => r.year),
    family: {
      globalUltimate:
        hierarchy.globalUltimateId === company.id
          ? null
          : (byId.get(hierarchy.globalUltimateId) ?? null),
      parent: company.parentCompanyId ? (byId.get(company.parentCompanyId) ?? null) : null,
      size: hierarchy.familySize,
      countries: hierarchy.countries.length,
      truncated: hierarchy.truncated,
    },
    sources,
  };
}
