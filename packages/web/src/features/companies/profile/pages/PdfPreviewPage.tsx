import { useApolloClient } from "@apollo/client/react";
import { Box, Button, Text } from "@mantine/core";
import { IconDownload } from "@tabler/icons-react";
import { companyPdfUrl } from "../../../exports/company-pdf-url.ts";
import { downloadCompanyPdf } from "../../../exports/export-download.ts";
import { SubPageFrame } from "../areas/SubPageFrame.tsx";
import { useCompanyProfile } from "../company-profile-context.ts";

/**
 * PDF preview: the profile as the PDF the server renders (GET /company-pdf/:companyId), with a
 * download that the exports feature prepares and saves. The button stays enabled during a
 * download so a second press gets the exports feature's 'Please wait' message.
 */
export function PdfPreviewPage() {
  const { company } = useCompanyProfile();
  const client = useApolloClient();
  return (
    <SubPageFrame
      subPage="pdf-preview"
      actions={
        <Button
          variant="default"
          leftSection={<IconDownload size={16} aria-hidden />}
          onClick={() => void downloadCompanyPdf(company.id, { client })}
        >
          Download PDF
        </Button>
      }
    >
      <Text size="sm" c="dimmed">
        The profile of {company.displayName} as a PDF document.
      </Text>
      <Box
        component="iframe"
        title="Company profile PDF"
        src={companyPdfUrl(company.id)}
        w="100%"
        h="min(80vh, 1100px)"
        mih={420}
        style={{ border: "1px solid var(--mantine-color-default-border)", borderRadius: 8 }}
      />
    </SubPageFrame>
  );
}
