import { useApolloClient, useQuery } from "@apollo/client/react";
import { Group, Loader } from "@mantine/core";
import { caseMessages } from "@tierwise/common/cases";
import { useState } from "react";
import { showSnackbar } from "../../../app/snackbar/show-snackbar.ts";
import { EmptyState } from "../../../ui/EmptyState.tsx";
import { ErrorWithRetry, retryWith } from "../../../ui/forms/ErrorWithRetry.tsx";
import { SUPPLIER_CASE_QUERY, type SupplierCase } from "../case.graphql.ts";
import { CaseIdLink } from "./CaseIdLink.tsx";
import { CaseMakerFrame, type FramedView } from "./CaseMakerFrame.tsx";
import type { CaseContext } from "./case-context.ts";
import { casePath } from "./case-paths.ts";
import { ExistingCase } from "./ExistingCase.tsx";
import { NewCaseForm } from "./NewCaseForm.tsx";
import { useCaseViewed } from "./use-case-viewed.ts";

type CaseMakerProps = {
  /** The case to show, or null for a new one. */
  caseId: string | null;
  /** What a new case is about (ignored for an existing one). */
  context: CaseContext;
  view: FramedView;
  onViewChange?: (view: FramedView) => void;
  onClose: () => void;
  /**
   * Open-on-create (spec 2 §4): after creating, the maker shows the new case with its tabs and
   * the caller keeps its id (in the URL). Without it the maker closes.
   */
  openOnCreate: boolean;
  /** Shows a case in the maker, e.g. by putting its id in the URL. */
  onOpenCase: (caseId: string) => void;
  /** Told of a case just created (e.g. the note it was made from now shows it). */
  onCreated?: (supplierCase: SupplierCase) => void;
};

/**
 * The case maker in a modal or a sidebar (spec 2 §2): 'Create Case' for a new case; an
 * existing case by its Case ID with its fields and tabs.
 */
export function CaseMaker({
  caseId,
  context,
  view,
  onViewChange,
  onClose,
  openOnCreate,
  onOpenCase,
  onCreated: tellCreated,
}: CaseMakerProps) {
  const client = useApolloClient();
  const { data, error, refetch } = useQuery(SUPPLIER_CASE_QUERY, {
    variables: { id: caseId ?? "" },
    skip: caseId === null,
  });
  // The new case shows until the URL names it (open-on-create).
  const [created, setCreated] = useState<SupplierCase | null>(null);
  const supplierCase = caseId === null ? created : (data?.supplierCase ?? null);
  useCaseViewed(caseId === null ? null : data?.supplierCase);

  const onCreated = (newCase: SupplierCase) => {
    // The answer is the whole case: the maker shows it without asking again.
    client.writeQuery({
      query: SUPPLIER_CASE_QUERY,
      variables: { id: newCase.id },
      data: { supplierCase: newCase },
    });
    tellCreated?.(newCase);
    showSnackbar({
      type: "success",
      message: createdMessage(newCase),
      // Spec 1 §3 "create case" snackbar item: the way back to the case just made.
      undo: openOnCreate ? undefined : { label: "View case", onUndo: () => onOpenCase(newCase.id) },
    });
    if (openOnCreate) {
      setCreated(newCase);
      onOpenCase(newCase.id);
    } else onClose();
  };

  if (caseId === null && !supplierCase) {
    return (
      <CaseMakerFrame
        view={view}
        title={caseMessages.createCaseTitle}
        onClose={onClose}
        onViewChange={onViewChange}
      >
        <NewCaseForm context={context} onCreated={onCreated} onCancel={onClose} />
      </CaseMakerFrame>
    );
  }
  if (!supplierCase) {
    return (
      <CaseMakerFrame view={view} title="Case" onClose={onClose} onViewChange={onViewChange}>
        {error ? (
          <ErrorWithRetry onRetry={retryWith(refetch)} />
        ) : data ? (
          <EmptyState
            title="Case not found"
            description="It does not exist, or it has not been shared with you."
          />
        ) : (
          <Group justify="center" p="md">
            <Loader size="sm" aria-label="Loading" />
          </Group>
        )}
      </CaseMakerFrame>
    );
  }
  return (
    <CaseMakerFrame
      view={view}
      title={<CaseIdLink supplierCase={supplierCase} />}
      onClose={onClose}
      onViewChange={onViewChange}
      expandedPath={casePath(supplierCase.id)}
    >
      <ExistingCase supplierCase={supplierCase} view={view} onDeleted={onClose} />
    </CaseMakerFrame>
  );
}

/** The 'create case' snackbar's words: the case named as the delete message names it. */
function createdMessage(newCase: SupplierCase): string {
  return `Case ID ${newCase.rowNumber}: ${newCase.title} was created.`;
}
