import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import "../../../../app/testing/render-with-session.tsx";
import { buildCompanyHeader, renderSubPage } from "../testing/profile-fixtures.tsx";
import { PdfPreviewPage } from "./PdfPreviewPage.tsx";

describe("PdfPreviewPage", () => {
  it("embeds the server's PDF of the company and offers the download", () => {
    const company = buildCompanyHeader();
    renderSubPage(<PdfPreviewPage />, { mocks: [], path: "/company/acme-corp/pdf-preview" });
    const frame = screen.getByTitle("Company profile PDF");
    expect(frame.getAttribute("src")).toBe(`/company-pdf/${company.id}`);
    expect(screen.getByRole("button", { name: "Download PDF" })).toBeTruthy();
    expect(screen.getByRole("heading", { level: 2, name: "PDF preview" })).toBeTruthy();
  });
});
