import { anonymousSessionFields } from "@tierwise/common/anonymous-session";
import type { Session } from "./session.types.ts";

/** What the server answers for a signed-out visitor; used before the first answer arrives. */
export const anonymousSession: Session = { ...anonymousSessionFields(), warningSeconds: 0 };
