import { passwordSchema } from "@tierwise/common/auth-rules";
import { messages } from "@tierwise/common/messages";
import { fieldError } from "../../core/parse-input.ts";
import type { SessionRequest } from "../../core/session-request.ts";
import { findBreach } from "./breached-passwords.ts";

/**
 * The rules every new password meets (change, reset, invitation): 8..256 characters and not
 * known from a breach. Throws a ValidationError on `path`.
 */
export async function assertAcceptableNewPassword(
  request: Pick<SessionRequest, "config" | "log">,
  password: string,
  path = "newPassword",
): Promise<void> {
  const shape = passwordSchema.safeParse(password);
  if (!shape.success) throw fieldError(path, shape.error.issues[0]?.message ?? "Invalid password.");
  const breach = await findBreach(request.config, request.log, password);
  if (breach) throw fieldError(path, messages.breachedPassword(breach.count));
}
