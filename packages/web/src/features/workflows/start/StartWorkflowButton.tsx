import { Button, type ButtonProps } from "@mantine/core";
import { IconRoute } from "@tabler/icons-react";
import { useState } from "react";
import { useNavigate } from "react-router";
import { sessionCan } from "../../../app/session/session-policy.ts";
import { useSession } from "../../../app/session/use-session.ts";
import { showSnackbar } from "../../../app/snackbar/show-snackbar.ts";
import { workflowPath } from "../workflow-paths.ts";
import { StartWorkflowDialog } from "./StartWorkflowDialog.tsx";
import type { StartTarget } from "./start-workflow-form.ts";

type StartWorkflowButtonProps = {
  target: StartTarget;
  variant?: ButtonProps["variant"];
  size?: ButtonProps["size"];
};

/**
 * "Start workflow" where a supplier is at hand (a profile, a portfolio, a case), for those the
 * workflows.start rule allows. One workflow opens its page; many say how many were started.
 */
export function StartWorkflowButton({
  target,
  variant = "default",
  size,
}: StartWorkflowButtonProps) {
  const session = useSession();
  const navigate = useNavigate();
  const [opened, setOpened] = useState(false);
  if (!sessionCan(session, "workflows.start")) return null;
  return (
    <>
      <Button
        variant={variant}
        size={size}
        leftSection={<IconRoute size={16} aria-hidden />}
        onClick={() => setOpened(true)}
      >
        Start workflow
      </Button>
      <StartWorkflowDialog
        target={target}
        opened={opened}
        onClose={() => setOpened(false)}
        onStarted={(result) => {
          setOpened(false);
          const [only] = result.workflows;
          if (result.startedCount === 1 && only) {
            showSnackbar({
              type: "success",
              message: `Workflow started for ${only.company.name}.`,
              // It leads to the workflow's page: the message outlives that move.
              archiveOnRouteChange: false,
            });
            navigate(workflowPath(only.id));
          } else {
            showSnackbar({
              type: "success",
              message: `${result.startedCount.toLocaleString("en-US")} workflows started.`,
            });
          }
        }}
      />
    </>
  );
}
