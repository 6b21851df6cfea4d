import { Code } from "@mantine/core";
import { OneTimeSecret } from "../../ui/OneTimeSecret.tsx";

interface NewWebhookSecretProps {
  url: string;
  secret: string;
  onDone: () => void;
}

/** The one time a signing secret is shown; the receiver checks webhook-signature with it. */
export function NewWebhookSecret({ url, secret, onDone }: NewWebhookSecretProps) {
  return (
    <OneTimeSecret
      title={`Signing secret for ${url}`}
      label="Signing secret"
      copyLabel="signing secret"
      secret={secret}
      onDone={onDone}
    >
      Your receiver verifies the <Code>webhook-signature</Code> header with it (see the README).
    </OneTimeSecret>
  );
}
