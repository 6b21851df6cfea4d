import { Badge, Group, Loader, Stack, Tabs, Title } from "@mantine/core";
import { type ComponentType, lazy, Suspense } from "react";
import { useLocation, useNavigate, useParams } from "react-router";
import { usePageTitle } from "../../app/page-title.ts";
import { NTierExportMenu } from "./export/NTierExportMenu.tsx";
import { NTierFilterBar } from "./NTierFilterBar.tsx";
import { type NTierFilter, useNTierFilter } from "./n-tier-filter.ts";
import { readNTierSort } from "./n-tier-sort.ts";
import {
  isNTierView,
  type NTierView,
  nTierViewLabels,
  nTierViewPath,
  nTierViews,
} from "./n-tier-views.ts";
import { NTierUploadAction } from "./upload/NTierUploadAction.tsx";

type ViewProps = { filter: NTierFilter };
type ViewModule = { default?: ComponentType<ViewProps> } & Record<string, unknown>;

/** A view's module may export it by name or as its default: either is taken. */
function viewFrom(module: ViewModule, name: string): { default: ComponentType<ViewProps> } {
  const view = (module[name] as ComponentType<ViewProps> | undefined) ?? module.default;
  if (!view) throw new Error(`${name} is missing from its module`);
  return { default: view };
}

// The map (MapLibre) and the graph (sigma) are large: each loads only when its tab is opened.
// The table too (its row actions bring portfolios and company requests): a visit to the map
// then waits for none of its code.
const NTierTable = lazy(async () =>
  viewFrom((await import("./NTierTable.tsx")) as ViewModule, "NTierTable"),
);
const NTierGeoView = lazy(async () =>
  viewFrom((await import("./geo/NTierGeoView.tsx")) as ViewModule, "NTierGeoView"),
);
const NTierGraphView = lazy(async () =>
  viewFrom((await import("./graph/NTierGraphView.tsx")) as ViewModule, "NTierGraphView"),
);

function ViewLoading() {
  return (
    <Group justify="center" p="xl">
      <Loader aria-label="Loading" />
    </Group>
  );
}

function CurrentView({ view, filter }: { view: NTierView; filter: NTierFilter }) {
  return (
    <Suspense fallback={<ViewLoading />}>
      {view === "table" ? (
        <NTierTable filter={filter} />
      ) : view === "geo" ? (
        <NTierGeoView filter={filter} />
      ) : (
        <NTierGraphView filter={filter} />
      )}
    </Suspense>
  );
}

/**
 * /n-tier/{table|geo|graph} (spec 3 §2 "N-tier"): the organisation's suppliers down to tier 3
 * as a table, a map and a graph. The tabs and the filter bar belong to the frame, so a filter
 * set on one view holds on the others (it lives in the query string the tabs carry along).
 */
export function NTierPage() {
  const params = useParams();
  const view: NTierView = isNTierView(params.view) ? params.view : "table";
  const { search } = useLocation();
  const navigate = useNavigate();
  const { filter, setFilter } = useNTierFilter();
  usePageTitle(`N-Tier: ${nTierViewLabels[view]}`);
  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap">
        <Group gap="xs">
          <Title order={1}>N-Tier</Title>
          <Badge variant="light" size="sm">
            beta
          </Badge>
        </Group>
        <Group gap="xs">
          <NTierUploadAction />
          {/* The table's export, with the filter and the order the table shows. */}
          {view === "table" ? (
            <NTierExportMenu filter={filter} sort={readNTierSort(new URLSearchParams(search))} />
          ) : null}
        </Group>
      </Group>
      <Tabs
        value={view}
        onChange={(next) => {
          if (isNTierView(next ?? undefined) && next !== view)
            navigate(nTierViewPath(next as NTierView, search));
        }}
        keepMounted={false}
      >
        <Tabs.List aria-label="N-tier views">
          {nTierViews.map((each) => (
            <Tabs.Tab key={each} value={each}>
              {nTierViewLabels[each]}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <NTierFilterBar filter={filter} onChange={setFilter} />
        {nTierViews.map((each) => (
          <Tabs.Panel key={each} value={each} pt="md">
            {each === view ? <CurrentView view={view} filter={filter} /> : null}
          </Tabs.Panel>
        ))}
      </Tabs>
    </Stack>
  );
}
