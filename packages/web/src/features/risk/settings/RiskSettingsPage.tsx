import { useMutation, useQuery } from "@apollo/client/react";
import { Badge, Button, Grid, NavLink, Stack, Text, Title } from "@mantine/core";
import { messages } from "@tierwise/common/messages";
import { riskLimits, riskMessages } from "@tierwise/common/risk";
import { Link, useNavigate, useParams } from "react-router";
import { usePageTitle } from "../../../app/page-title.ts";
import { sessionCan } from "../../../app/session/session-policy.ts";
import { useSession } from "../../../app/session/use-session.ts";
import { showSnackbar } from "../../../app/snackbar/show-snackbar.ts";
import { SettingsBackLink } from "../../settings/SettingsBackLink.tsx";
import { settingsTitle } from "../../settings/settings-title.ts";
import { RiskConfigEditor } from "./RiskConfigEditor.tsx";
import { CREATE_RISK_CONFIG, RISK_CONFIGS_QUERY, type RiskConfig } from "./risk-config.graphql.ts";
import { parseRiskSettingsPath, riskSettingsPath } from "./risk-settings-path.ts";

/** The default first (the server leaves it out when hideDefaultRiskConfig is on), then custom. */
const defaultFirst = (configs: RiskConfig[]) =>
  [...configs].sort((a, b) => Number(b.isDefault) - Number(a.isDefault));

/** Spec 3 §3: creation is allowed while fewer than 6 exist, the default counted (even hidden). */
const limitReached = (configs: RiskConfig[]) =>
  configs.filter((config) => !config.isDefault).length >= riskLimits.customConfigsPerOrganization;

function CreateConfigButton({
  configs,
  copyFrom,
}: {
  configs: RiskConfig[];
  copyFrom: string | null;
}) {
  const navigate = useNavigate();
  const [create, { loading }] = useMutation(CREATE_RISK_CONFIG, {
    refetchQueries: ["RiskConfigs", "RiskConfigOptions"],
  });
  const full = limitReached(configs);
  const onCreate = async () => {
    try {
      const { data } = await create({ variables: { copyFrom } });
      const result = data?.createRiskConfig;
      if (result?.__typename === "RiskConfigSuccess") {
        // It announces the navigation that follows: a route change must not close it.
        showSnackbar({
          type: "success",
          message: `${result.config.name} created.`,
          archiveOnRouteChange: false,
        });
        navigate(riskSettingsPath({ configId: result.config.id }));
      } else
        showSnackbar({ type: "error", message: result?.message ?? messages.somethingWentWrong });
    } catch {
      showSnackbar({ type: "error", message: messages.somethingWentWrong });
    }
  };
  return (
    <Stack gap={4}>
      <Button
        onClick={onCreate}
        disabled={full}
        loading={loading}
        aria-describedby={full ? "risk-config-limit" : undefined}
      >
        New configuration
      </Button>
      {full ? (
        <Text size="sm" id="risk-config-limit">
          {riskMessages.configLimitReached}
        </Text>
      ) : null}
    </Stack>
  );
}

/**
 * /settings/risk-hub/{riskConfigId?} with /categories/{categoryId} and /metrics/{metricId}
 * (spec 1 §2, spec 3 §2): the organisation's risk configurations, one of them open.
 */
export function RiskSettingsPage() {
  usePageTitle(settingsTitle("Risk Hub"));
  const session = useSession();
  const place = parseRiskSettingsPath(useParams()["*"] ?? "");
  const { data, loading, error } = useQuery(RISK_CONFIGS_QUERY, { fetchPolicy: "no-cache" });
  const configs = defaultFirst(data?.riskConfigs ?? []);
  const open =
    configs.find((config) => config.id === place?.configId) ??
    (place?.configId ? undefined : configs[0]);

  return (
    <Stack gap="lg">
      <SettingsBackLink />
      <Title order={1}>Risk Hub configurations</Title>
      {loading && !data ? <Text aria-busy="true">Loading the configurations…</Text> : null}
      {error ? <Text c="red">The configurations could not be loaded.</Text> : null}
      {data ? (
        <Grid gap="xl">
          <Grid.Col span={{ base: 12, md: 3 }}>
            <Stack gap="sm">
              <nav aria-label="Risk configurations">
                {configs.map((config) => (
                  <NavLink
                    key={config.id}
                    component={Link}
                    to={riskSettingsPath({ configId: config.id })}
                    label={config.name}
                    active={config.id === open?.id}
                    // The brand's light tint under the brand's text fell under 4.5:1 for some
                    // organisations' colours (axe color-contrast): the open one is dark on grey.
                    color="dark"
                    aria-current={config.id === open?.id ? "page" : undefined}
                    rightSection={
                      config.isDefault ? (
                        <Badge size="xs" variant="light" tt="none">
                          Default
                        </Badge>
                      ) : config.inProgress ? (
                        <Badge size="xs" variant="light" color="orange" tt="none">
                          Draft
                        </Badge>
                      ) : null
                    }
                  />
                ))}
              </nav>
              {sessionCan(session, "riskConfigs.create") ? (
                <CreateConfigButton configs={configs} copyFrom={open?.id ?? null} />
              ) : null}
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 9 }}>
            {open ? (
              <RiskConfigEditor
                config={open}
                categoryId={place?.categoryId ?? null}
                metricId={place?.metricId ?? null}
              />
            ) : (
              <Text>
                {place?.configId ? "This configuration does not exist." : "No configurations yet."}
              </Text>
            )}
          </Grid.Col>
        </Grid>
      ) : null}
    </Stack>
  );
}
