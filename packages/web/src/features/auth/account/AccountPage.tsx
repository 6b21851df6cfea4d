import { useQuery } from "@apollo/client/react";
import { Paper, Skeleton, Stack, Title } from "@mantine/core";
import type { ReactNode } from "react";
import { usePageTitle } from "../../../app/page-title.ts";
import type { Session } from "../../../app/session/session.types.ts";
import { sessionCan } from "../../../app/session/session-policy.ts";
import { useSession } from "../../../app/session/use-session.ts";
import { ErrorWithRetry, retryWith } from "../../../ui/forms/ErrorWithRetry.tsx";
import { PersonalTokensSection } from "../../api-tokens/PersonalTokensSection.tsx";
import { ACCOUNT_SETTINGS_QUERY } from "./account.graphql.ts";
import { NotificationsSection } from "./NotificationsSection.tsx";
import { PasswordSection } from "./PasswordSection.tsx";
import { ProfileSection } from "./ProfileSection.tsx";
import { TwoFactorSection } from "./TwoFactorSection.tsx";

const pageTitle = "Account settings";

/** The current organisation first, then the user's other organisations that require TOTP. */
function organizationsRequiringTotp(session: Session): string[] {
  const names: string[] = [];
  for (const organization of [session.organization, ...session.organizations]) {
    if (organization?.totpRequired && !names.includes(organization.name)) {
      names.push(organization.name);
    }
  }
  return names;
}

function SectionSkeleton({ rows }: { rows: number }) {
  return (
    <Paper withBorder radius="md" p="lg">
      <Stack gap="md">
        <Skeleton height={24} width="30%" />
        {Array.from({ length: rows }, (_, row) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholder rows have no identity.
          <Skeleton key={row} height={36} />
        ))}
      </Stack>
    </Paper>
  );
}

/** /account: profile, password, two-factor authentication, notification e-mails and personal API tokens. */
export function AccountPage() {
  usePageTitle(pageTitle);
  const session = useSession();
  // Always fresh: the settings may have changed elsewhere (e.g. TOTP turned on in /mfa/totp-setup).
  const { data, error, refetch } = useQuery(ACCOUNT_SETTINGS_QUERY, {
    fetchPolicy: "network-only",
  });
  const user = data?.me;

  let content: ReactNode;
  if (user) {
    const organization = session.organization;
    content = (
      <>
        <ProfileSection
          user={user}
          jobTitleOptions={data?.jobTitleOptions ?? []}
          businessUnitOptions={data?.businessUnitOptions ?? []}
          allowCustomValues={organization?.featureFlags.customJobBusinessUnitEnabled === true}
        />
        <PasswordSection ssoUser={user.ssoUser} />
        <TwoFactorSection
          totpEnabled={user.totpEnabled}
          ssoUser={user.ssoUser}
          requiredBy={organizationsRequiringTotp(session)}
        />
        <NotificationsSection user={user} />
        {sessionCan(session, "apiTokens.managePersonal") && <PersonalTokensSection />}
      </>
    );
  } else if (error || data) {
    content = <ErrorWithRetry onRetry={retryWith(refetch)} />;
  } else {
    content = (
      <>
        <SectionSkeleton rows={3} />
        <SectionSkeleton rows={1} />
        <SectionSkeleton rows={1} />
        <SectionSkeleton rows={4} />
      </>
    );
  }

  return (
    <Stack gap="lg" maw={860} aria-busy={!user && !error && !data}>
      <Title order={1}>{pageTitle}</Title>
      {content}
    </Stack>
  );
}
