import { questionsOf } from "@tierwise/common/workflows/definition";
import { workflowStatusLabels } from "@tierwise/common/workflows/messages";
import { answerText } from "@tierwise/common/workflows/rules";
import PDFDocument from "pdfkit";
import { caseMoment } from "../cases/export/case-export-format.ts";
import type { WorkflowAuditView } from "../comments/wall-audit.ts";
import {
  colors,
  fonts,
  footers,
  keyValueGrid,
  paragraph,
  sectionHeading,
  table,
} from "../companies/pdf/pdf-layout.ts";
import { pdfText, utcTimestamp } from "../companies/pdf/pdf-text.ts";
import type { WorkflowView } from "./workflow-view.ts";

const orDash = (value: string | number | null | undefined) =>
  value === null || value === undefined || value === "" ? "—" : pdfText(String(value));

/**
 * workflow.pdf: a finished workflow's details, its checks and red flags, every questionnaire's
 * answers (hidden questions left out, as they were never asked), and its audit trail — laid
 * out with the case export's PDF helpers. Returns the ended pdfkit document.
 */
export function renderWorkflowPdf(
  view: WorkflowView,
  audit: readonly WorkflowAuditView[],
  generatedAt: Date,
): PDFKit.PDFDocument {
  const row = view.row;
  const doc = new PDFDocument({
    size: "A4",
    margins: { top: 48, bottom: 56, left: 48, right: 48 },
    bufferPages: true,
    info: {
      Title: `${pdfText(row.name)} - ${pdfText(row.companyName)}`,
      Author: "Tierwise",
      Subject: "Supplier workflow",
      CreationDate: generatedAt,
    },
  });
  doc.font(fonts.regular).fontSize(8).fillColor(colors.muted).text("TIERWISE SUPPLIER WORKFLOW");
  doc.moveDown(0.3);
  doc
    .font(fonts.bold)
    .fontSize(18)
    .fillColor(colors.text)
    .text(pdfText(`${row.name}: ${row.companyName}`));

  sectionHeading(doc, "Details");
  keyValueGrid(doc, [
    ["Company", pdfText(row.companyName)],
    ["Status", workflowStatusLabels[row.status]],
    ["Template version", String(view.version)],
    ["Score", orDash(row.score)],
    ["Due date", orDash(row.dueDate)],
    ["Started", caseMoment(row.startedAt)],
    ["Finished", row.finishedAt ? caseMoment(row.finishedAt) : "—"],
    ["Conditions", orDash(row.outcomeConditions)],
  ]);

  sectionHeading(doc, "Checks and red flags");
  if (row.checks.length === 0 && row.redFlags.length === 0) paragraph(doc, "None.", true);
  if (row.checks.length > 0)
    table(
      doc,
      [
        { header: "Check", width: 2 },
        { header: "Result", width: 1 },
        { header: "Detail", width: 4 },
      ],
      row.checks.map((c) => [pdfText(c.name), c.passed ? "Passed" : "Failed", pdfText(c.detail)]),
    );
  if (row.redFlags.length > 0)
    table(
      doc,
      [
        { header: "Red flag", width: 3 },
        { header: "Question", width: 3 },
        { header: "Answer", width: 2 },
      ],
      row.redFlags.map((f) => [pdfText(f.reason), orDash(f.question), orDash(f.answer)]),
    );

  for (const step of view.definition.steps) {
    if (step.kind !== "questionnaire") continue;
    const set = row.answers[step.id];
    sectionHeading(
      doc,
      `${pdfText(step.name)}${set?.score == null ? "" : ` (score ${set.score})`}`,
    );
    if (!set?.submittedAt) paragraph(doc, "Not submitted.", true);
    const answers = set?.answers ?? {};
    const asked = questionsOf(step.questionnaire).filter((q) => q.id in answers);
    if (asked.length > 0)
      table(
        doc,
        [
          { header: "Question", width: 3 },
          { header: "Answer", width: 3 },
        ],
        asked.map((q) => [pdfText(q.label), pdfText(answerText(q, answers[q.id]))]),
      );
  }

  sectionHeading(doc, "Audit trail");
  table(
    doc,
    [
      { header: "When", width: 2 },
      { header: "Who", width: 2 },
      { header: "Step", width: 1.6 },
      { header: "What", width: 3.4 },
    ],
    [...audit]
      .reverse()
      .map((a) => [
        caseMoment(a.actionTime),
        pdfText(a.fullName),
        orDash(a.stepName),
        pdfText(a.summary),
      ]),
  );

  footers(doc, `Workflow ${row.id} · Generated ${utcTimestamp(generatedAt)} by Tierwise`);
  doc.end();
  return doc;
}
