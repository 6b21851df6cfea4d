import { useMutation } from "@apollo/client/react";
import { Anchor, Button, Group, Modal, Stack } from "@mantine/core";
import { requestMessages } from "@tierwise/common/company-requests";
import { useState } from "react";
import { Link, useNavigate } from "react-router";
import { sessionCan } from "../../../app/session/session-policy.ts";
import { useSession } from "../../../app/session/use-session.ts";
import { showSnackbar } from "../../../app/snackbar/show-snackbar.ts";
import { FormAlert } from "../../../ui/forms/FormAlert.tsx";
import { submitMutation } from "../../../ui/forms/submit-mutation.ts";
import { useObjectForm } from "../../../ui/forms/use-object-form.ts";
import { companyProfilePath } from "../../companies/search/company-labels.ts";
import type { CompanyMatchCandidate } from "../../company-requests/company-request.graphql.ts";
import { LikelyMatchesView } from "../../company-requests/create/LikelyMatchesView.tsx";
import { RequestForm } from "../../company-requests/create/RequestForm.tsx";
import {
  emptyRequestForm,
  type RequestFormValues,
  requestFormFields,
  requestInputOf,
} from "../../company-requests/create/request-form.ts";
import { RequestStatusBadge } from "../../company-requests/RequestStatusBadge.tsx";
import { companyRequestPath } from "../../company-requests/request-paths.ts";
import {
  type NTierUploadRow,
  type NTierUploadSide,
  REQUEST_N_TIER_UPLOAD_COMPANY,
} from "./n-tier-upload.graphql.ts";

type Which = "customer" | "supplier";

type RequestCompanyProps = {
  row: NTierUploadRow;
  which: Which;
  side: NTierUploadSide;
};

/** A side no known company matched, and the row still open: it may be asked for. */
export function mayRequest(row: NTierUploadRow, side: NTierUploadSide): boolean {
  return (
    (row.outcome === "unmatched" || row.outcome === "rejected") &&
    !side.companyId &&
    (side.band === "weak" || side.band === "none") &&
    Boolean(side.name)
  );
}

/**
 * A side's company request: its status and a link to it once made; before that "Request this
 * company" (for people who may create requests), which opens the individual request's form
 * filled with what the row says (name, country, the site's address). Likely matches answer as
 * they do for any request: use one, or request anyway.
 */
export function NTierRequestCompany({ row, which, side }: RequestCompanyProps) {
  const session = useSession();
  const [opened, setOpened] = useState(false);
  if (side.request)
    return (
      <Group gap={6} wrap="nowrap">
        <RequestStatusBadge status={side.request.status} />
        <Anchor component={Link} to={companyRequestPath(side.request.id)} size="xs">
          Company request
        </Anchor>
      </Group>
    );
  if (!mayRequest(row, side) || !sessionCan(session, "requests.create")) return null;
  const named = side.name ?? "";
  return (
    <>
      <Button
        size="compact-xs"
        variant="light"
        w="fit-content"
        onClick={() => setOpened(true)}
        aria-label={`Request this company: ${named} (${row.label})`}
      >
        Request this company
      </Button>
      <Modal
        opened={opened}
        onClose={() => setOpened(false)}
        title={`Request ${named}`}
        size="lg"
        closeButtonProps={{ "aria-label": "Close" }}
      >
        {opened ? (
          <RowRequestForm row={row} which={which} side={side} onClose={() => setOpened(false)} />
        ) : null}
      </Modal>
    </>
  );
}

function RowRequestForm({
  row,
  which,
  side,
  onClose,
}: RequestCompanyProps & { onClose: () => void }) {
  const navigate = useNavigate();
  const form = useObjectForm<RequestFormValues>(() => ({
    ...emptyRequestForm(),
    companyName: side.name ?? "",
    country: side.country,
    address: row.site?.address ?? "",
  }));
  const [candidates, setCandidates] = useState<CompanyMatchCandidate[] | null>(null);
  const [busy, setBusy] = useState(false);
  const [ask] = useMutation(REQUEST_N_TIER_UPLOAD_COMPANY);

  async function send(values: RequestFormValues, ignoreMatches: boolean) {
    const { result, errors } = await submitMutation(
      async () =>
        (
          await ask({
            variables: {
              rowId: row.id,
              side: which,
              input: requestInputOf(values, ignoreMatches),
            },
          })
        ).data?.requestNTierUploadCompany,
      { fields: requestFormFields, success: ["NTierUploadRow", "LikelyMatches"] },
    );
    if (!result) {
      setCandidates(null);
      return errors;
    }
    if (result.__typename === "LikelyMatches") setCandidates(result.candidates);
    else {
      showSnackbar({ type: "success", message: requestMessages.created });
      onClose();
    }
    return { fields: {}, form: [] };
  }

  if (candidates)
    return (
      <Stack gap="md">
        <LikelyMatchesView
          typed={form.values}
          candidates={candidates}
          busy={busy}
          onUse={(candidate) => void navigate(companyProfilePath(candidate.company.slug))}
          onRequestAnyway={() => {
            setBusy(true);
            void send(form.values, true).then((outcome) => {
              setBusy(false);
              form.showErrors(outcome.fields, outcome.form);
            });
          }}
          onBack={() => setCandidates(null)}
        />
        <FormAlert messages={form.formErrors} />
      </Stack>
    );

  return <RequestForm form={form} send={(values) => send(values, false)} onCancel={onClose} />;
}
