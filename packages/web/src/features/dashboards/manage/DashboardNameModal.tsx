import { useApolloClient } from "@apollo/client/react";
import { Modal } from "@mantine/core";
import { useState } from "react";
import { useNavigate } from "react-router";
import { showSnackbar } from "../../../app/snackbar/show-snackbar.ts";
import { saveFailureOf } from "../dashboard-errors.ts";
import { dashboardWords } from "../dashboard-words.ts";
import { type Dashboard, DUPLICATE_DASHBOARD } from "../dashboards.graphql.ts";
import { navigationRefetch, useDashboardSave } from "../use-dashboard-save.ts";
import { DashboardIconSelect } from "./DashboardIconSelect.tsx";
import { DashboardNameForm } from "./DashboardNameForm.tsx";

/**
 * Rename (name and icon, saved with Undo; the address keeps its slug) or Duplicate (a copy under
 * a new name, which then opens).
 */
export function DashboardNameModal({
  dashboard,
  mode,
  onClose,
}: {
  dashboard: Dashboard;
  mode: "rename" | "duplicate";
  onClose: () => void;
}) {
  const client = useApolloClient();
  const navigate = useNavigate();
  const { save } = useDashboardSave();
  const [name, setName] = useState(mode === "rename" ? dashboard.name : `${dashboard.name} (copy)`);
  const [icon, setIcon] = useState(dashboard.icon);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    setBusy(true);
    setError(null);
    if (mode === "rename") {
      const outcome = await save(dashboard, { name: name.trim(), icon }, "Dashboard renamed.");
      setBusy(false);
      if (outcome.ok) onClose();
      else setError(outcome.failure.messages.join(" "));
      return;
    }
    try {
      const { data } = await client.mutate({
        mutation: DUPLICATE_DASHBOARD,
        variables: { input: { id: dashboard.id, name: name.trim() } },
        refetchQueries: navigationRefetch,
      });
      setBusy(false);
      const copy = data?.duplicateDashboard;
      if (!copy) return;
      // The page changes next: the confirmation must outlive that route change.
      showSnackbar({
        type: "success",
        message: dashboardWords.created(copy.name),
        archiveOnRouteChange: false,
      });
      onClose();
      navigate(`/dashboards/${encodeURIComponent(copy.slug)}`);
    } catch (failure) {
      setBusy(false);
      setError(saveFailureOf(failure).messages.join(" "));
    }
  };

  return (
    <Modal
      opened
      onClose={onClose}
      title={mode === "rename" ? "Rename dashboard" : "Duplicate dashboard"}
    >
      <DashboardNameForm
        name={name}
        onName={setName}
        error={error}
        busy={busy}
        submitLabel={mode === "rename" ? "Rename" : "Duplicate"}
        onSubmit={() => void submit()}
        onCancel={onClose}
      >
        {mode === "rename" && <DashboardIconSelect value={icon} onChange={setIcon} />}
      </DashboardNameForm>
    </Modal>
  );
}
