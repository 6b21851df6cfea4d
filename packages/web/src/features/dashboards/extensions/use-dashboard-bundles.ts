import { dashboardMessages } from "@tierwise/common/dashboards/messages";
import { useEffect, useState } from "react";
import { showSnackbar } from "../../../app/snackbar/show-snackbar.ts";
import { type LoadedBundles, loadDashboardBundles, type ModuleImporter } from "./bundle-loader.ts";
import { needsFreshDashboardDocument } from "./dashboard-document.ts";

const nothingLoaded: LoadedBundles = { widgets: new Map(), failed: [] };

/**
 * The extension widgets of a dashboard's bundles. While they load, `loading` is true (their
 * widgets wait rather than say "not loaded"). When any bundle fails, the spec's warning is shown
 * once per list of bundles; the built-in widgets and the other bundles' widgets keep working.
 */
export function useDashboardBundles(
  urls: readonly string[],
  importer?: ModuleImporter,
): LoadedBundles & { loading: boolean } {
  const key = JSON.stringify(urls);
  const [state, setState] = useState<{ key: string; loaded: LoadedBundles } | null>(null);

  useEffect(() => {
    const list = JSON.parse(key) as string[];
    if (list.length === 0) return;
    // Under the old page's policy the import would be refused and warn for nothing: the
    // dashboard page loads itself again once its bundles are saved (DashboardPage).
    if (needsFreshDashboardDocument()) return;
    let current = true;
    void loadDashboardBundles(list, importer).then((loaded) => {
      if (!current) return;
      setState({ key, loaded });
      if (loaded.failed.length > 0)
        showSnackbar({ type: "warning", message: dashboardMessages.bundlesFailed });
    });
    return () => {
      current = false;
    };
  }, [key, importer]);

  if (urls.length === 0) return { ...nothingLoaded, loading: false };
  if (state?.key !== key) return { ...nothingLoaded, loading: true };
  return { ...state.loaded, loading: false };
}
