import { useApolloClient } from "@apollo/client/react";
import { useNavigate } from "react-router";
import { showSnackbar } from "../../../app/snackbar/show-snackbar.ts";
import { ConfirmDialog } from "../../../ui/ConfirmDialog.tsx";
import { undoEntryOf } from "../../undo/undo-registry.ts";
import { undoOffer } from "../../undo/undo-replay.ts";
import { saveFailureOf } from "../dashboard-errors.ts";
import { type Dashboard, DELETE_DASHBOARD } from "../dashboards.graphql.ts";
import { navigationRefetch } from "../use-dashboard-save.ts";

/**
 * Deletes a dashboard after asking, then offers Undo through the undo registry (the server keeps
 * the offer, so the Undo also survives a reload, as every registry variant does).
 */
export function DeleteDashboardDialog({
  dashboard,
  opened,
  onClose,
}: {
  dashboard: Dashboard;
  opened: boolean;
  onClose: () => void;
}) {
  const client = useApolloClient();
  const navigate = useNavigate();
  const remove = async () => {
    try {
      const { data } = await client.mutate({
        mutation: DELETE_DASHBOARD,
        variables: { id: dashboard.id },
        refetchQueries: navigationRefetch,
      });
      const token = data?.deleteDashboard.undoToken ?? null;
      const entry = undoEntryOf("deleteDashboard");
      onClose();
      navigate("/");
      client.cache.evict({ id: client.cache.identify(dashboard) });
      // Shown while the page changes to Home: it must outlive that route change.
      showSnackbar({
        type: "success",
        archiveOnRouteChange: false,
        message:
          entry?.message({ name: dashboard.name }) ?? `Dashboard "${dashboard.name}" deleted.`,
        undo:
          token && entry ? { onUndo: () => void undoOffer(client, token, entry.undo) } : undefined,
      });
    } catch (error) {
      onClose();
      showSnackbar({ type: "error", message: saveFailureOf(error).messages.join(" ") });
    }
  };
  return (
    <ConfirmDialog
      opened={opened}
      title="Delete dashboard"
      message={`Delete "${dashboard.name}" for everyone in the organisation?`}
      confirmLabel="Delete"
      danger
      onConfirm={remove}
      onClose={onClose}
    />
  );
}
