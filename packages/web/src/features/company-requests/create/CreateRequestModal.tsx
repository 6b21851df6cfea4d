import { useApolloClient, useMutation } from "@apollo/client/react";
import { Stack } from "@mantine/core";
import { requestMessages } from "@tierwise/common/company-requests";
import { messages } from "@tierwise/common/messages";
import { useEffect, useState } from "react";
import { useNavigate } from "react-router";
import { AppModal } from "../../../app/modals/AppModal.tsx";
import { useModal } from "../../../app/modals/use-modal.ts";
import { showSnackbar } from "../../../app/snackbar/show-snackbar.ts";
import { FormAlert } from "../../../ui/forms/FormAlert.tsx";
import { submitMutation } from "../../../ui/forms/submit-mutation.ts";
import { useObjectForm } from "../../../ui/forms/use-object-form.ts";
import { companyProfilePath } from "../../companies/search/company-labels.ts";
import { ADD_COMPANIES_TO_PORTFOLIOS } from "../../portfolios/portfolio-companies.graphql.ts";
import { portfolioQueries } from "../../portfolios/portfolio-queries.ts";
import { showSetsWhenOutOfSeats } from "../../subscription-sets/SubscriptionSetsModal.tsx";
import { undoOffer } from "../../undo/undo-replay.ts";
import { type CompanyMatchCandidate, CREATE_COMPANY_REQUEST } from "../company-request.graphql.ts";
import { companyRequestPath } from "../request-paths.ts";
import { LikelyMatchesView } from "./LikelyMatchesView.tsx";
import { RequestForm } from "./RequestForm.tsx";
import {
  emptyRequestForm,
  type RequestFormValues,
  requestFormFields,
  requestInputOf,
} from "./request-form.ts";

/**
 * create_company_request (spec 1 §9): the fields of a request, checked with the shared schema.
 * When the server finds likely matches it makes nothing and shows them side by side with the
 * typed data: use one of them, or request anyway.
 */
export function CreateRequestModal() {
  const modal = useModal("create_company_request");
  const [wide, setWide] = useState(false);
  // The side-by-side matches want room; every opening starts with the form.
  useEffect(() => {
    if (!modal.opened) setWide(false);
  }, [modal.opened]);
  return (
    <AppModal name="create_company_request" title="New company request" size={wide ? "xl" : "lg"}>
      {modal.opened ? <CreateRequestForm onClose={modal.close} onMatches={setWide} /> : null}
    </AppModal>
  );
}

function CreateRequestForm({
  onClose,
  onMatches,
}: {
  onClose: () => void;
  onMatches: (shown: boolean) => void;
}) {
  const navigate = useNavigate();
  const form = useObjectForm<RequestFormValues>(emptyRequestForm);
  const [candidates, setCandidates] = useState<CompanyMatchCandidate[] | null>(null);
  const [create] = useMutation(CREATE_COMPANY_REQUEST, { refetchQueries: ["CompanyRequests"] });
  const [addToPortfolios] = useMutation(ADD_COMPANIES_TO_PORTFOLIOS, {
    refetchQueries: portfolioQueries,
  });
  const client = useApolloClient();
  const [busy, setBusy] = useState(false);

  const showMatches = (next: CompanyMatchCandidate[] | null) => {
    setCandidates(next);
    onMatches(next !== null);
  };

  async function send(values: RequestFormValues, ignoreMatches: boolean) {
    const { result, errors } = await submitMutation(
      async () => {
        const answer = (
          await create({ variables: { input: requestInputOf(values, ignoreMatches) } })
        ).data?.createCompanyRequest;
        return showSetsWhenOutOfSeats(answer) ? { __typename: "SeatsShown" as const } : answer;
      },
      {
        fields: requestFormFields,
        success: ["CompanyRequestSuccess", "LikelyMatches", "SeatsShown"],
      },
    );
    if (!result) {
      // Field messages belong to the form: go back to it to show them.
      showMatches(null);
      return errors;
    }
    if (result.__typename === "LikelyMatches") {
      showMatches(result.candidates);
    } else if (result.__typename === "CompanyRequestSuccess") {
      // The page changes next: the confirmation must outlive the route change.
      showSnackbar({
        type: "success",
        message: requestMessages.created,
        archiveOnRouteChange: false,
      });
      onClose();
      void navigate(companyRequestPath(result.request.id));
    }
    return { fields: {}, form: [] };
  }

  async function requestAnyway() {
    setBusy(true);
    try {
      const outcome = await send(form.values, true);
      form.showErrors(outcome.fields, outcome.form);
    } finally {
      setBusy(false);
    }
  }

  /** The known company instead: added to the chosen portfolios (with undo), then opened. */
  async function use(candidate: CompanyMatchCandidate) {
    const portfolioIds = form.values.portfolioIds;
    if (portfolioIds.length > 0) {
      setBusy(true);
      let answer: Awaited<ReturnType<typeof addToPortfolios>>["data"];
      try {
        answer = (
          await addToPortfolios({
            variables: { portfolioIds, companyIds: [candidate.company.id] },
          })
        ).data;
      } catch {
        answer = undefined;
      }
      setBusy(false);
      const added = answer?.addCompaniesToPortfolios;
      if (showSetsWhenOutOfSeats(added)) return;
      if (added?.__typename === "PortfolioCompaniesSuccess") {
        const { undoId } = added;
        showSnackbar({
          type: "success",
          message: `${candidate.company.name} added to ${portfolioIds.length === 1 ? "1 portfolio" : `${portfolioIds.length} portfolios`}.`,
          archiveOnRouteChange: false,
          undo: undoId ? { onUndo: () => void undoOffer(client, undoId, "portfolio") } : undefined,
        });
      } else {
        form.showErrors({}, [added?.message ?? messages.somethingWentWrong]);
        return;
      }
    }
    onClose();
    void navigate(companyProfilePath(candidate.company.slug));
  }

  if (candidates) {
    return (
      <Stack gap="md">
        <LikelyMatchesView
          typed={form.values}
          candidates={candidates}
          busy={busy}
          onUse={(candidate) => void use(candidate)}
          onRequestAnyway={() => void requestAnyway()}
          onBack={() => showMatches(null)}
        />
        <FormAlert messages={form.formErrors} />
      </Stack>
    );
  }

  return <RequestForm form={form} send={(values) => send(values, false)} onCancel={onClose} />;
}
