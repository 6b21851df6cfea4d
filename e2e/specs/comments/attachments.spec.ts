import { signIn } from "../../support/sign-in.ts";
import { expect, test } from "../../support/test.ts";
import { NotesPanel } from "./notes-panel.ts";

// A 1×1 PNG and a one-page PDF: real file contents, as the server checks the bytes.
const png = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  "base64",
);
const pdf = Buffer.from(
  "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
);

test("a note with a PDF and a PNG shows their previews", async ({ page }) => {
  await signIn(page, "admin@acme.test", null);
  const notes = new NotesPanel(page);
  await notes.open("stark-components");
  await notes.composer.click();
  await page.keyboard.type("Audit files");
  await notes.setAccess("Public");
  await notes.panel.locator('input[type="file"]').setInputFiles([
    { name: "report.pdf", mimeType: "application/pdf", buffer: pdf },
    { name: "pixel.png", mimeType: "image/png", buffer: png },
  ]);
  await expect(notes.panel.getByRole("list", { name: "Files to attach" })).toContainText(
    "report.pdf",
  );
  await notes.add();

  const note = notes.note("Audit files");
  const thumbnail = note.getByRole("img", { name: "pixel.png" });
  await expect(thumbnail).toBeVisible();
  await expect
    .poll(() => thumbnail.evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBe(1);
  const download = note.getByRole("link", { name: "report.pdf" });
  const downloaded = await page.request.get((await download.getAttribute("href")) ?? "");
  expect(downloaded.status()).toBe(200);

  await note.getByRole("button", { name: "Preview report.pdf" }).click();
  const preview = page.getByRole("dialog", { name: "report.pdf" });
  const frame = preview.locator('iframe[title="Preview of report.pdf"]');
  await expect(frame).toBeVisible();
  const previewed = await page.request.get((await frame.getAttribute("src")) ?? "");
  expect(previewed.status()).toBe(200);
  expect(previewed.headers()["content-type"]).toContain("application/pdf");
  // The browser must be allowed to show it in the page's frame (a refused frame shows an error page).
  const content = await (await frame.elementHandle())?.contentFrame();
  await expect.poll(() => content?.url()).toContain("/attachments/");
});

test("a file of another type is refused before upload", async ({ page }) => {
  await signIn(page, "admin@acme.test", null);
  const notes = new NotesPanel(page);
  await notes.open("stark-components");
  await notes.panel
    .locator('input[type="file"]')
    .setInputFiles([
      { name: "tool.exe", mimeType: "application/octet-stream", buffer: Buffer.from("MZ") },
    ]);
  await expect(
    notes.panel.getByText(
      "File(s) tool.exe could not be attached. Valid formats are png, jpeg, jpg, gif, csv, pdf, xls, xlsx, ppt, pptx.",
    ),
  ).toBeVisible();
});
