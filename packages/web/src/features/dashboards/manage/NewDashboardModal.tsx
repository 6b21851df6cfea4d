import { useMutation, useQuery } from "@apollo/client/react";
import { Modal, Radio, Stack, Text } from "@mantine/core";
import { useState } from "react";
import { useNavigate } from "react-router";
import { showSnackbar } from "../../../app/snackbar/show-snackbar.ts";
import { saveFailureOf } from "../dashboard-errors.ts";
import { dashboardWords } from "../dashboard-words.ts";
import { CREATE_DASHBOARD, DASHBOARD_TEMPLATES_QUERY } from "../dashboards.graphql.ts";
import { navigationRefetch } from "../use-dashboard-save.ts";
import { DashboardIconSelect } from "./DashboardIconSelect.tsx";
import { DashboardNameForm } from "./DashboardNameForm.tsx";

const blank = "blank";

/**
 * New dashboard: a name, an optional icon, and a template to start from ("Risk overview",
 * "Alerts this week", "Case work", "Supplier onboarding") or a blank page. Opens the new
 * dashboard; a blank one straight in Edit mode is left to its Edit button.
 */
export function NewDashboardModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { data } = useQuery(DASHBOARD_TEMPLATES_QUERY, { skip: !opened });
  const [create, { loading }] = useMutation(CREATE_DASHBOARD, {
    refetchQueries: navigationRefetch,
  });
  const navigate = useNavigate();
  const [name, setName] = useState("");
  const [icon, setIcon] = useState<string | null>(null);
  const [template, setTemplate] = useState(blank);
  const [error, setError] = useState<string | null>(null);
  const templates = data?.dashboardTemplates ?? [];

  const submit = async () => {
    setError(null);
    try {
      const result = await create({
        variables: {
          input: { name: name.trim(), icon, templateKey: template === blank ? null : template },
        },
      });
      const created = result.data?.createDashboard;
      if (!created) return;
      // The page changes next: the confirmation must outlive that route change.
      showSnackbar({
        type: "success",
        message: dashboardWords.created(created.name),
        archiveOnRouteChange: false,
      });
      onClose();
      setName("");
      navigate(`/dashboards/${encodeURIComponent(created.slug)}`);
    } catch (failure) {
      setError(saveFailureOf(failure).messages.join(" "));
    }
  };

  return (
    <Modal opened={opened} onClose={onClose} title="New dashboard" size="lg">
      <DashboardNameForm
        name={name}
        onName={setName}
        error={error}
        busy={loading}
        submitLabel="Create"
        onSubmit={() => void submit()}
        onCancel={onClose}
      >
        <DashboardIconSelect value={icon} onChange={setIcon} />
        <Radio.Group label="Start from" value={template} onChange={setTemplate}>
          <Stack gap="xs" mt="xs">
            <Radio value={blank} label="A blank dashboard" />
            {templates.map((each) => (
              <Radio
                key={each.key}
                value={each.key}
                label={each.name}
                description={
                  <Text span size="xs">
                    {each.description}
                  </Text>
                }
              />
            ))}
          </Stack>
        </Radio.Group>
      </DashboardNameForm>
    </Modal>
  );
}
