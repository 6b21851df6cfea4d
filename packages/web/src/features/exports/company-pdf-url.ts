/**
 * The inline profile PDF rendered by the server (GET /company-pdf/{companyId}, session cookie),
 * for the pdf-preview page's iframe. The server allows same-origin framing for this answer only.
 */
export function companyPdfUrl(companyId: string): string {
  return `/company-pdf/${encodeURIComponent(companyId)}`;
}
