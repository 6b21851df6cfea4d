import { Button, type ButtonProps } from "@mantine/core";
import { IconFolderPlus } from "@tabler/icons-react";
import { useState } from "react";
import { sessionCan } from "../../app/session/session-policy.ts";
import { useSession } from "../../app/session/use-session.ts";
import { AddToPortfolioModal } from "./AddToPortfolioModal.tsx";

type AddToPortfolioButtonProps = {
  companyIds: readonly string[];
  /** A company's name or "3 companies", for the modal's title. */
  subject: string;
  size?: ButtonProps["size"];
};

/**
 * The way into "Add to portfolio" from search results, a company profile and the compare
 * page. Shown only to people whose role may add companies to portfolios; which portfolios
 * they may add to, the modal asks per portfolio.
 */
export function AddToPortfolioButton({ companyIds, subject, size }: AddToPortfolioButtonProps) {
  const session = useSession();
  const [opened, setOpened] = useState(false);
  if (!sessionCan(session, "portfolios.create")) return null;
  return (
    <>
      <Button
        variant="default"
        size={size}
        leftSection={<IconFolderPlus size={16} aria-hidden />}
        disabled={companyIds.length === 0}
        onClick={() => setOpened(true)}
      >
        Add to portfolio
      </Button>
      <AddToPortfolioModal
        opened={opened}
        companyIds={companyIds}
        subject={subject}
        onClose={() => setOpened(false)}
      />
    </>
  );
}
