import { useMutation } from "@apollo/client/react";
import { Anchor, Avatar, Badge, Group, Loader, Stack, Text, UnstyledButton } from "@mantine/core";
import { IconChevronRight } from "@tabler/icons-react";
import { messages } from "@tierwise/common/messages";
import { safeNextPath } from "@tierwise/common/redirect";
import { useCallback, useEffect, useRef, useState } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { usePageTitle } from "../../../app/page-title.ts";
import { reloadSession } from "../../../app/session/load-session.ts";
import { useSession } from "../../../app/session/use-session.ts";
import { FormAlert } from "../../../ui/forms/FormAlert.tsx";
import { AuthLayout } from "../AuthLayout.tsx";
import { choosePath, nextAfterSignIn, pathWithNext, totpSetupPath } from "../next-after-sign-in.ts";
import { SET_CURRENT_ORGANIZATION } from "./account.graphql.ts";
import { organizationTypeLabel } from "./organization-types.ts";

/** /choose: picks the organisation to work in, then goes on to next. */
export function ChooseOrganizationPage() {
  usePageTitle("Choose an organisation");
  const session = useSession();
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const requestedNext = safeNextPath(searchParams.get("next"));
  // Never come back here after choosing.
  const next = requestedNext.split(/[?#]/, 1)[0] === choosePath ? "/" : requestedNext;
  const [setCurrentOrganization] = useMutation(SET_CURRENT_ORGANIZATION);
  const [choosingId, setChoosingId] = useState<string | null>(null);
  const [errors, setErrors] = useState<string[]>([]);
  const autoChosen = useRef(false);

  const choose = useCallback(
    async (organizationId: string) => {
      setChoosingId(organizationId);
      setErrors([]);
      try {
        const { data } = await setCurrentOrganization({
          variables: { input: { organizationId } },
        });
        const result = data?.setCurrentOrganization;
        if (result?.__typename === "SetCurrentOrganizationSuccess") {
          const reloaded = await reloadSession();
          // The organisation may require TOTP that this user has not set up yet.
          const target =
            result.session.stage === "TOTP_SETUP"
              ? pathWithNext(totpSetupPath, next)
              : nextAfterSignIn(reloaded, next);
          await navigate(target, { replace: true });
          return;
        }
        setErrors([result?.message ?? messages.somethingWentWrong]);
      } catch {
        setErrors([messages.somethingWentWrong]);
      }
      setChoosingId(null);
    },
    [navigate, next, setCurrentOrganization],
  );

  const { organization, organizations } = session;
  const onlyOrganization = organizations.length === 1 ? organizations[0] : undefined;

  useEffect(() => {
    if (autoChosen.current || organization || !onlyOrganization) return;
    autoChosen.current = true;
    void choose(onlyOrganization.id);
  }, [choose, organization, onlyOrganization]);

  if (organizations.length === 0) {
    return (
      <AuthLayout title="Choose an organisation">
        <Text>
          Your account is not a member of any organisation yet. Please contact your administrator.
        </Text>
        <Text size="sm" ta="center">
          <Anchor component={Link} to="/logout">
            Sign out
          </Anchor>
        </Text>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout
      title="Choose an organisation"
      description="Your account belongs to several organisations. Pick the one to work in; you can switch later from the user menu."
      wide
    >
      <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: "none" }}>
        {organizations.map((candidate) => {
          const current = organization?.id === candidate.id;
          const busy = choosingId === candidate.id;
          return (
            <li key={candidate.id}>
              <UnstyledButton
                onClick={() => void choose(candidate.id)}
                disabled={choosingId !== null}
                aria-busy={busy}
                aria-current={current ? "true" : undefined}
                w="100%"
                p="sm"
                style={{
                  border: "1px solid var(--mantine-color-default-border)",
                  borderRadius: "var(--mantine-radius-md)",
                  opacity: choosingId !== null && !busy ? 0.6 : 1,
                }}
              >
                <Group wrap="nowrap" gap="sm">
                  <Avatar
                    src={candidate.logoUrl}
                    alt=""
                    radius="sm"
                    color="initials"
                    name={candidate.name}
                    aria-hidden
                  />
                  <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
                    <Text fw={600} truncate>
                      {candidate.name}
                    </Text>
                    <Text size="sm" c="dimmed">
                      {organizationTypeLabel(candidate.type)}
                    </Text>
                  </Stack>
                  {current ? (
                    <Badge variant="light" color="teal">
                      Current
                    </Badge>
                  ) : null}
                  {busy ? (
                    <Loader size="sm" aria-label={`Opening ${candidate.name}`} />
                  ) : (
                    <IconChevronRight size={18} aria-hidden />
                  )}
                </Group>
              </UnstyledButton>
            </li>
          );
        })}
      </Stack>
      <FormAlert messages={errors} />
      <Text size="sm" ta="center">
        <Anchor component={Link} to="/logout">
          Sign out
        </Anchor>
      </Text>
    </AuthLayout>
  );
}
