import { readFileSync } from "node:fs";
import { unzipSync } from "fflate";
import { signIn } from "../../support/sign-in.ts";
import { expect, test } from "../../support/test.ts";
import {
  createCaseViaApi,
  fixtureFile,
  sendCaseEmailViaApi,
  uniqueTitle,
  uploadFiles,
} from "./case-steps.ts";

test("Export in the case maker downloads a zip with the PDF, the e-mails and the files", async ({
  page,
}) => {
  await signIn(page, "admin@acme.test", null);
  const [caseFile] = await uploadFiles(page, ["fixture.pdf"]);
  const supplierCase = await createCaseViaApi(page, {
    title: uniqueTitle("Export check"),
    attachmentKeys: caseFile ? [caseFile] : [],
  });
  const subject = uniqueTitle("Sample request");
  await sendCaseEmailViaApi(page, {
    caseId: supplierCase.id,
    to: "quality@parts-supplier.example",
    subject,
    body: "Please send two samples of lot 42.",
    attachmentKeys: await uploadFiles(page, ["fixture.png"]),
  });

  // The list's case maker (a modal over /cases).
  await page.goto(`/cases?case=${supplierCase.id}`);
  const maker = page.getByRole("dialog", {
    name: new RegExp(`^Case ID ${supplierCase.rowNumber}\\b`),
  });
  await expect(maker.getByRole("link", { name: "fixture.pdf" })).toBeVisible();
  const downloading = page.waitForEvent("download");
  await maker.getByRole("button", { name: "Export" }).click();
  const download = await downloading;
  // "{title} {YYYY-MM-DD}.zip", the day of the export.
  expect(download.suggestedFilename()).toMatch(
    new RegExp(`^${supplierCase.title} \\d{4}-\\d{2}-\\d{2}\\.zip$`),
  );

  const entries = unzipSync(new Uint8Array(readFileSync(await download.path())));
  const names = Object.keys(entries).sort();
  const pdf = entries["case.pdf"];
  expect(pdf && Buffer.from(pdf.subarray(0, 5)).toString("latin1")).toBe("%PDF-");

  const emails = names.filter((name) => name.startsWith("emails/"));
  expect(emails).toHaveLength(1);
  expect(emails[0]).toMatch(/\.eml$/);
  const eml = Buffer.from(entries[emails[0] ?? ""] ?? []).toString("utf8");
  expect(eml).toContain(`Subject: ${subject}`);
  expect(eml).toContain("quality@parts-supplier.example");
  expect(eml).toMatch(/Content-Disposition: attachment; filename="?fixture\.png"?/);

  // The case's own file and the e-mail's, byte for byte.
  expect(names.filter((name) => name.startsWith("attachments/"))).toEqual([
    "attachments/fixture.pdf",
    "attachments/fixture.png",
  ]);
  expect(Buffer.from(entries["attachments/fixture.pdf"] ?? [])).toEqual(
    readFileSync(fixtureFile("fixture.pdf")),
  );
  expect(Buffer.from(entries["attachments/fixture.png"] ?? [])).toEqual(
    readFileSync(fixtureFile("fixture.png")),
  );
});
