import { familyRoles } from "@tierwise/common/company-profile";
import { countryName } from "@tierwise/common/countries";
import {
  formatAbbreviatedNumber,
  formatCurrency,
  formatPercent,
  missingValue,
} from "@tierwise/common/formatting";
import PDFDocument from "pdfkit";
import type { CompanyPdfData } from "./company-pdf-data.ts";
import {
  colors,
  fonts,
  footers,
  keyValueGrid,
  paragraph,
  sectionHeading,
  table,
} from "./pdf-layout.ts";
import { fixed, isoDay, pdfText, utcTimestamp, whole } from "./pdf-text.ts";

export type RenderOptions = {
  /** Compress page streams (default). Tests turn it off to read the text back. */
  compress?: boolean;
};

const descriptionLimit = 900;
const executivesLimit = 12;
const fundingLimit = 10;

function location(data: CompanyPdfData): string {
  const { city, region, countryCode } = data.company;
  const country = countryCode ? (countryName(countryCode) ?? countryCode) : null;
  return [city, region, country].filter(Boolean).join(", ") || missingValue;
}

/**
 * The company profile as a PDF (A4, built-in Helvetica): header, key metrics, five years of
 * financials with ratios, executives, funding, compliance counts, security, ESG, corporate
 * family, sources with fetch dates and the generation time on every page. Returns the pdfkit
 * document, already ended: pipe it where the bytes should go.
 */
export function renderCompanyPdf(
  data: CompanyPdfData,
  options: RenderOptions = {},
): PDFKit.PDFDocument {
  const { company } = data;
  const doc = new PDFDocument({
    size: "A4",
    margins: { top: 48, bottom: 56, left: 48, right: 48 },
    compress: options.compress ?? true,
    bufferPages: true,
    info: {
      Title: `${pdfText(company.displayName)} - company profile`,
      Author: "Tierwise",
      Subject: "Company profile",
      CreationDate: data.generatedAt,
    },
  });

  header(doc, data);
  metrics(doc, data);
  financials(doc, data);
  executives(doc, data);
  funding(doc, data);
  compliance(doc, data);
  securityAndEsg(doc, data);
  family(doc, data);
  sources(doc, data);
  footers(doc, `Generated ${utcTimestamp(data.generatedAt)} by Tierwise`);
  doc.end();
  return doc;
}

function header(doc: PDFKit.PDFDocument, data: CompanyPdfData) {
  const { company } = data;
  doc.font(fonts.regular).fontSize(8).fillColor(colors.muted).text("TIERWISE COMPANY PROFILE");
  doc.moveDown(0.3);
  doc.font(fonts.bold).fontSize(20).fillColor(colors.text).text(pdfText(company.displayName));
  if (company.legalName && company.legalName !== company.displayName) {
    doc.font(fonts.regular).fontSize(10).fillColor(colors.muted).text(pdfText(company.legalName));
  }
  doc.moveDown(0.4);
  const industry = [company.naicsCode, company.naicsTitle].filter(Boolean).join(" ");
  keyValueGrid(doc, [
    ["DUNS", pdfText(company.duns)],
    ["Status", pdfText(company.statusCode)],
    ["Location", pdfText(location(data))],
    ["Industry (NAICS)", pdfText(industry)],
    ["Sector", pdfText(company.sector)],
    ["Website", pdfText(company.website)],
  ]);
  if (data.description) {
    doc.moveDown(0.4);
    const text =
      data.description.length > descriptionLimit
        ? `${data.description.slice(0, descriptionLimit).trimEnd()}…`
        : data.description;
    paragraph(doc, pdfText(text));
  }
}

function metrics(doc: PDFKit.PDFDocument, data: CompanyPdfData) {
  const c = data.company;
  sectionHeading(doc, "Key metrics");
  keyValueGrid(doc, [
    ["Employees", whole(c.employeeCount)],
    ["Founded", c.foundedYear === null ? missingValue : String(c.foundedYear)],
    ["Revenue (USD)", formatCurrency(c.revenueUsd, "USD", { abbreviate: true })],
    ["Revenue growth", formatPercent(c.revenueGrowth)],
    ["Credit score", whole(c.creditScore)],
    ["Credit rating", pdfText(c.creditRating)],
    ["Agency rating", pdfText(c.creditAgencyRating)],
    ["Fraud score", whole(c.fraudScore)],
    ["Viability rating", whole(c.viabilityScore)],
    ["ESG score", fixed(c.esgScore, 1)],
    ["Current ratio", fixed(c.currentRatio)],
    ["Quick ratio", fixed(c.quickRatio)],
    ["Altman Z-score", fixed(c.altmanZScore)],
    [
      "Security rating",
      c.securityRating === null
        ? missingValue
        : `${c.securityRating}${c.securityGrade ? ` (${c.securityGrade})` : ""}`,
    ],
  ]);
}

function financials(doc: PDFKit.PDFDocument, data: CompanyPdfData) {
  const years = data.financials;
  const currency = years.at(-1)?.currency ?? "USD";
  sectionHeading(doc, `Financials, last ${years.length || 5} years (${pdfText(currency)})`);
  if (years.length === 0) {
    paragraph(doc, "No financial statements on file.", true);
    return;
  }
  const money = (value: number) => formatAbbreviatedNumber(value);
  table(
    doc,
    [
      { header: "Fiscal year", width: 9 },
      { header: "Revenue", width: 10, align: "right" },
      { header: "EBIT", width: 10, align: "right" },
      { header: "Net income", width: 10, align: "right" },
      { header: "Total assets", width: 10, align: "right" },
      { header: "Equity", width: 10, align: "right" },
      { header: "Free cash flow", width: 10, align: "right" },
      { header: "Current ratio", width: 8, align: "right" },
      { header: "Quick ratio", width: 8, align: "right" },
      { header: "Debt / equity", width: 8, align: "right" },
      { header: "Altman Z", width: 8, align: "right" },
    ],
    years.map((year) => [
      String(year.fiscalYear),
      money(year.revenue),
      money(year.ebit),
      money(year.netIncome),
      money(year.totalAssets),
      money(year.totalEquity),
      money(year.freeCashFlow),
      fixed(year.ratios.currentRatio),
      fixed(year.ratios.quickRatio),
      fixed(year.ratios.debtToEquity),
      fixed(year.ratios.altmanZScore),
    ]),
  );
}

function executives(doc: PDFKit.PDFDocument, data: CompanyPdfData) {
  sectionHeading(doc, "Key executives");
  if (data.executives.length === 0) {
    paragraph(doc, "No key executives on file.", true);
    return;
  }
  table(
    doc,
    [
      { header: "Name", width: 3 },
      { header: "Title", width: 4 },
      { header: "Since", width: 1.5 },
    ],
    data.executives
      .slice(0, executivesLimit)
      .map((e) => [pdfText(e.name), pdfText(e.title), isoDay(e.since)]),
  );
}

function funding(doc: PDFKit.PDFDocument, data: CompanyPdfData) {
  sectionHeading(doc, "Funding rounds");
  if (data.fundingRounds.length === 0) {
    paragraph(doc, "No funding rounds on file.", true);
    return;
  }
  table(
    doc,
    [
      { header: "Announced", width: 1.5 },
      { header: "Round", width: 2 },
      { header: "Amount (USD)", width: 1.7, align: "right" },
      { header: "Investors", width: 4 },
    ],
    data.fundingRounds
      .slice(0, fundingLimit)
      .map((round) => [
        isoDay(round.announcedOn),
        pdfText(round.roundType),
        formatCurrency(round.amountUsd, "USD", { abbreviate: true }),
        pdfText(round.investors.map((investor) => investor.name).join(", ")),
      ]),
  );
}

function compliance(doc: PDFKit.PDFDocument, data: CompanyPdfData) {
  const counts = data.compliance;
  sectionHeading(doc, "Compliance summary");
  keyValueGrid(doc, [
    ["Sanctions matches", String(counts.sanctions)],
    ["Politically exposed persons", String(counts.politicallyExposedPersons)],
    ["Regulatory enforcement actions", String(counts.regulatoryEnforcement)],
    ["Court filings", String(counts.courtFilings)],
    ["Adverse media items", String(counts.adverseMedia)],
  ]);
}

function securityAndEsg(doc: PDFKit.PDFDocument, data: CompanyPdfData) {
  const latest = data.security.latest;
  sectionHeading(doc, "Security rating");
  keyValueGrid(doc, [
    ["Rating", latest ? `${latest.rating} (${latest.grade})` : missingValue],
    ["Rated on", isoDay(latest?.ratedOn)],
    ["Data breaches disclosed", String(data.security.dataBreaches)],
    [
      "Factors",
      latest && latest.factors.length > 0
        ? pdfText(latest.factors.map((f) => `${f.name} ${f.grade}`).join(", "))
        : missingValue,
    ],
  ]);
  const esg = data.esg;
  sectionHeading(doc, "ESG");
  keyValueGrid(doc, [
    ["Year", esg ? String(esg.year) : missingValue],
    ["Total", fixed(esg?.total, 1)],
    ["Environmental", fixed(esg?.environmental, 1)],
    ["Social", fixed(esg?.social, 1)],
    ["Governance", fixed(esg?.governance, 1)],
  ]);
}

function family(doc: PDFKit.PDFDocument, data: CompanyPdfData) {
  const { company } = data;
  const f = data.family;
  const member = (m: typeof f.parent) =>
    m ? pdfText(`${m.displayName}${m.duns ? ` (DUNS ${m.duns})` : ""}`) : missingValue;
  const role = company.familyRoleCode
    ? (familyRoles[company.familyRoleCode as keyof typeof familyRoles] ?? company.familyRoleCode)
    : missingValue;
  sectionHeading(doc, "Corporate family");
  keyValueGrid(
    doc,
    [
      ["Family role", role],
      ["Family size", `${whole(f.size)}${f.truncated ? "+" : ""} companies`],
      ["Global ultimate", f.globalUltimate ? member(f.globalUltimate) : "This company"],
      ["Countries", whole(f.countries)],
      ["Parent", member(f.parent)],
    ],
    2,
  );
}

function sources(doc: PDFKit.PDFDocument, data: CompanyPdfData) {
  sectionHeading(doc, "Sources");
  if (data.sources.length === 0) {
    paragraph(doc, "No provider data on file.", true);
    return;
  }
  table(
    doc,
    [
      { header: "Data", width: 3 },
      { header: "Provider", width: 2 },
      { header: "Fetched", width: 1.5 },
    ],
    data.sources.map((s) => [pdfText(s.label), pdfText(s.source), isoDay(s.fetchedAt)]),
  );
}
