import { e2eEnv } from "../../support/e2e-env.ts";
import { signIn } from "../../support/sign-in.ts";
import { expect, test } from "../../support/test.ts";
import { addressIn, mailHeader, receivedMail, sendSupplierReply } from "./case-mail.ts";
import {
  createCaseViaApi,
  fixtureFile,
  openCasePage,
  openCaseTab,
  snackbar,
  uniqueTitle,
} from "./case-steps.ts";

test("an e-mail to a supplier warns it is external, and the supplier's reply joins its thread", async ({
  page,
}) => {
  await signIn(page, "admin@acme.test", null);
  const supplierCase = await createCaseViaApi(page, { title: uniqueTitle("Certificate expiry") });
  const supplier = `${uniqueTitle("sam").replace(" ", ".")}@parts-supplier.example`;
  const subject = uniqueTitle("ISO 9001 certificate");
  await openCasePage(page, supplierCase);
  await openCaseTab(page, "Email");
  await expect(page.getByText("There are currently no emails on this case.")).toBeVisible();

  await page.getByRole("button", { name: "New email" }).click();
  const composer = page.getByRole("region", { name: "New email" });
  const to = composer.getByRole("combobox", { name: /^To/ });
  await to.fill(supplier);
  await to.press("Enter");
  await expect(composer.getByRole("button", { name: `Remove ${supplier}` })).toBeVisible();
  const warning = composer.getByTestId("external-warning");
  await expect(warning).toHaveText(
    "External email addresses are detected. This email will be labeled External Email",
  );
  await composer.getByRole("textbox", { name: "Subject" }).fill(subject);
  await composer
    .getByRole("textbox", { name: "Message" })
    .fill("Hello Sam,\nyour ISO 9001 certificate expires next month. Please send the new one.");
  await composer.locator('input[type="file"]').setInputFiles(fixtureFile("fixture.png"));
  await expect(warning).toContainText("Attached files will be visible by external recipients");
  await composer.getByRole("button", { name: "Send" }).click();
  await expect(snackbar(page, "Your email has been sent.")).toBeVisible();
  await expect(composer).toHaveCount(0);

  const thread = page.getByTestId("email-thread").filter({ hasText: subject });
  await expect(thread.getByTestId("case-email")).toHaveCount(1);
  await expect(thread.getByTestId("case-email")).toContainText("External Email");
  await expect(thread.getByRole("link", { name: "fixture.png" })).toBeVisible();

  // The supplier's mail server got it, with the case's reply address.
  const sent = await receivedMail(supplier);
  expect(mailHeader(sent, "Subject")).toBe(subject);
  const replyTo = addressIn(mailHeader(sent, "Reply-To") ?? "");
  expect(replyTo).toMatch(new RegExp(`^case\\+[a-z2-7]+@${e2eEnv.inboundMailDomain}$`));
  const messageId = mailHeader(sent, "Message-ID") ?? "";
  expect(messageId).toMatch(/^<.+@.+>$/);

  const answer = "Thanks, the renewed certificate follows next week.";
  await sendSupplierReply({
    from: `"Sam Supplier" <${supplier}>`,
    to: replyTo,
    inReplyTo: messageId,
    subject: `RE: ${subject}`,
    text: `${answer}\n\nSam`,
  });

  // The thread shows it once the page asks again.
  await expect(async () => {
    await page.reload();
    await openCaseTab(page, "Email");
    await expect(thread.getByTestId("thread-count")).toHaveText("2 emails", { timeout: 2_000 });
  }).toPass();
  await expect(thread.getByTestId("email-preview-row")).toContainText("Sam Supplier");
  await expect(thread.getByTestId("email-preview-row")).toContainText(answer);
  await thread.getByRole("button", { name: "Show 1 more email" }).click();
  const reply = thread.getByRole("article", { name: /^Email from Sam Supplier/ });
  await expect(reply).toContainText("Inbound");
  await expect(reply).toContainText(`RE: ${subject}`);
  await expect(reply).toContainText(answer);
});
