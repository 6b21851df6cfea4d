import { Code } from "@mantine/core";
import { OneTimeSecret } from "../../ui/OneTimeSecret.tsx";

interface NewApiTokenSecretProps {
  name: string;
  secret: string;
  onDone: () => void;
}

/** The one time a token's secret is shown: the server keeps only its hash. */
export function NewApiTokenSecret({ name, secret, onDone }: NewApiTokenSecretProps) {
  return (
    <OneTimeSecret
      title={`Token ${name} created`}
      label="API token secret"
      copyLabel="API token"
      secret={secret}
      onDone={onDone}
    >
      Send it as <Code>Authorization: Bearer &lt;token&gt;</Code> to /graphql.
    </OneTimeSecret>
  );
}
