import { Alert, List } from "@mantine/core";
import { IconAlertCircle } from "@tabler/icons-react";

interface FormAlertProps {
  messages: readonly string[];
}

/** Form-level errors under a form, announced to assistive technology (role="alert"). */
export function FormAlert({ messages }: FormAlertProps) {
  if (messages.length === 0) return null;
  return (
    <Alert role="alert" color="red" variant="light" icon={<IconAlertCircle aria-hidden />}>
      {messages.length === 1 ? (
        messages[0]
      ) : (
        <List size="sm">
          {messages.map((message) => (
            <List.Item key={message}>{message}</List.Item>
          ))}
        </List>
      )}
    </Alert>
  );
}
