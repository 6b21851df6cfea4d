import { Button, Group, Stack } from "@mantine/core";
import { messages } from "@tierwise/common/messages";
import { FormAlert } from "./FormAlert.tsx";

type ErrorWithRetryProps = {
  onRetry: () => void;
  /** Defaults to "Something went wrong". */
  message?: string;
};

/** A load that failed: the error, announced, and a button to try again. */
export function ErrorWithRetry({
  onRetry,
  message = messages.somethingWentWrong,
}: ErrorWithRetryProps) {
  return (
    <Stack gap="sm">
      <FormAlert messages={[message]} />
      <Group>
        <Button variant="default" onClick={onRetry}>
          Try again
        </Button>
      </Group>
    </Stack>
  );
}

/** A retry handler for a query's refetch: a failed refetch shows through the query's error. */
export const retryWith = (refetch: () => Promise<unknown>) => () => {
  void refetch().catch(() => undefined);
};
