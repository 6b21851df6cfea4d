import { useApolloClient } from "@apollo/client/react";
import { Alert, Box, Button, Group, List, SegmentedControl, Stack, Text } from "@mantine/core";
import type { DashboardToolbar, DashboardWidget } from "@tierwise/common/dashboards/widget-types";
import { useMemo, useRef, useState } from "react";
import { usePageTitle } from "../../app/page-title.ts";
import { DashboardCaption } from "./DashboardCaption.tsx";
import { DashboardHeader } from "./DashboardHeader.tsx";
import { DashboardToolbarControls } from "./DashboardToolbarControls.tsx";
import {
  type DashboardDraft,
  draftOf,
  draftProblems,
  nudgeWidget,
  removeWidget,
  sameDraft,
  withGridLayout,
} from "./dashboard-draft.ts";
import type { DashboardSaveFailure } from "./dashboard-errors.ts";
import { exportDashboardPdf, exportDashboardPng } from "./dashboard-export.ts";
import { toolbarFilters } from "./dashboard-toolbar.ts";
import type { Dashboard } from "./dashboards.graphql.ts";
import { EditPanel } from "./edit/EditPanel.tsx";
import { WidgetSettingsModal } from "./edit/WidgetSettingsModal.tsx";
import { useDashboardBundles } from "./extensions/use-dashboard-bundles.ts";
import { DashboardGrid } from "./grid/DashboardGrid.tsx";
import { useDashboardSave } from "./use-dashboard-save.ts";
import { useWidgetData } from "./use-widget-data.ts";
import { WidgetBody } from "./widgets/WidgetBody.tsx";

const allSections = "all";

/** Resolves after the browser has drawn the latest render (two animation frames). */
const nextPaint = () =>
  new Promise<void>((resolve) =>
    requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
  );

/**
 * A dashboard as its viewers see it, and Edit mode for those who may write: the toolbar, the
 * grid of widgets, and while editing the panel to add widgets and sections and the bundles. Save
 * sends the whole draft from the version it started at.
 */
export function DashboardView({ dashboard }: { dashboard: Dashboard }) {
  usePageTitle(dashboard.name);
  const [draft, setDraft] = useState<DashboardDraft | null>(null);
  const [viewToolbar, setViewToolbar] = useState<DashboardToolbar | null>(null);
  const [section, setSection] = useState(allSections);
  const [configuring, setConfiguring] = useState<DashboardWidget | "new" | null>(null);
  const [failure, setFailure] = useState<DashboardSaveFailure | null>(null);
  const [saving, setSaving] = useState(false);
  const captureRef = useRef<HTMLDivElement>(null);
  const { save } = useDashboardSave();
  const client = useApolloClient();

  const [exportedAt, setExportedAt] = useState<Date | null>(null);
  const exportAs = async (format: "PNG" | "PDF") => {
    const element = captureRef.current;
    if (!element) return;
    // The caption names the dashboard and the export time only in the picture: shown for it,
    // then hidden again once the file is made.
    setExportedAt(new Date());
    await nextPaint();
    try {
      if (format === "PNG") await exportDashboardPng(element, dashboard.slug);
      else await exportDashboardPdf(element, dashboard.slug, dashboard.name);
    } finally {
      setExportedAt(null);
    }
  };

  const editing = draft !== null;
  const content = draft ?? draftOf(dashboard);
  const toolbar = draft?.toolbar ?? viewToolbar ?? dashboard.toolbar;
  const filtersKey = JSON.stringify(toolbar);
  // biome-ignore lint/correctness/useExhaustiveDependencies: filtersKey stands for the toolbar.
  const filters = useMemo(() => toolbarFilters(toolbar), [filtersKey]);
  const data = useWidgetData(dashboard.id, dashboard.widgets, filters);
  const extensions = useDashboardBundles(content.bundles);
  const problems = useMemo(() => (draft ? draftProblems(draft) : []), [draft]);
  const shownWidgets =
    editing || section === allSections
      ? content.widgets
      : content.widgets.filter((widget) => widget.sectionId === section);

  const change = (next: (current: DashboardDraft) => DashboardDraft) =>
    setDraft((current) => (current ? next(current) : current));

  const onSave = async () => {
    if (!draft) return;
    setSaving(true);
    const outcome = await save(dashboard, draft);
    setSaving(false);
    if (outcome.ok) {
      setDraft(null);
      setFailure(null);
    } else setFailure(outcome.failure);
  };

  return (
    <Stack gap="md">
      <DashboardHeader
        dashboard={dashboard}
        editing={editing}
        saving={saving}
        canSave={draft !== null && problems.length === 0 && !sameDraft(draft, draftOf(dashboard))}
        onExport={(format) => void exportAs(format)}
        onEdit={() => {
          setDraft({ ...draftOf(dashboard), toolbar });
          setFailure(null);
        }}
        onCancel={() => {
          setDraft(null);
          setFailure(null);
        }}
        onSave={onSave}
      />
      {failure && (
        <SaveFailureAlert
          failure={failure}
          onReload={async () => {
            // Their changes replace the draft: "Reload to see their changes, then make yours again."
            await client.refetchQueries({ include: ["Dashboard"] });
            setDraft(null);
            setFailure(null);
          }}
        />
      )}
      {problems.length > 0 && (
        <Alert color="orange" title="Fix these before saving">
          <List size="sm">
            {problems.map((problem) => (
              <List.Item key={problem}>{problem}</List.Item>
            ))}
          </List>
        </Alert>
      )}
      <Group justify="space-between" align="flex-end">
        <DashboardToolbarControls
          toolbar={toolbar}
          onChange={(next) =>
            draft ? change((current) => ({ ...current, toolbar: next })) : setViewToolbar(next)
          }
        />
        {!editing && content.sections.length > 0 && (
          <SegmentedControl
            aria-label="Sections"
            value={section}
            onChange={setSection}
            data={[
              { value: allSections, label: "All" },
              ...content.sections.map((each) => ({ value: each.id, label: each.title })),
            ]}
          />
        )}
      </Group>
      {draft && (
        <EditPanel draft={draft} onChange={setDraft} onAddWidget={() => setConfiguring("new")} />
      )}
      <Box ref={captureRef} bg="var(--mantine-color-body)" data-testid="dashboard-capture">
        <DashboardCaption
          name={content.name}
          toolbar={toolbar}
          filters={filters}
          exportedAt={exportedAt}
        />
        {shownWidgets.length === 0 ? (
          <Text c="dimmed" py="xl" ta="center">
            {editing ? "Add a widget to start." : "This dashboard has no widgets yet."}
          </Text>
        ) : (
          <DashboardGrid
            widgets={shownWidgets}
            layouts={content.layouts}
            editing={editing}
            onLayoutEdited={(breakpoint, reported) =>
              change((current) => withGridLayout(current, breakpoint, reported))
            }
            onConfigure={setConfiguring}
            onRemove={(widget) => change((current) => removeWidget(current, widget.id))}
            onNudge={(widget, breakpoint, nudge) =>
              change((current) => nudgeWidget(current, breakpoint, widget.id, nudge))
            }
            renderBody={(widget, height) => (
              <WidgetBody
                widget={widget}
                answer={data.answers.get(widget.id)}
                loading={data.loading}
                failed={data.failed}
                filters={filters}
                extensions={extensions}
                height={height}
              />
            )}
          />
        )}
      </Box>
      {draft && configuring && (
        <WidgetSettingsModal
          draft={draft}
          widget={configuring === "new" ? null : configuring}
          extensionTypes={[...extensions.widgets.values()]}
          onClose={() => setConfiguring(null)}
          onDone={(next) => {
            setDraft(next);
            setConfiguring(null);
          }}
        />
      )}
    </Stack>
  );
}

/** A refused save, in the server's words; a conflict offers Reload instead of overwriting. */
function SaveFailureAlert({
  failure,
  onReload,
}: {
  failure: DashboardSaveFailure;
  onReload: () => Promise<void>;
}) {
  return (
    <Alert
      color="red"
      title={failure.conflict ? "Not saved: someone else saved first" : "Not saved"}
      role="alert"
    >
      <Stack gap="xs">
        {failure.messages.map((message) => (
          <Text key={message} size="sm">
            {message}
          </Text>
        ))}
        {failure.conflict && (
          <Group>
            <Button size="xs" onClick={() => void onReload()}>
              Reload
            </Button>
          </Group>
        )}
      </Stack>
    </Alert>
  );
}
