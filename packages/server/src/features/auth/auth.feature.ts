import type { Feature } from "../../core/feature.ts";
import { deleteExpiredSessions } from "./session.service.ts";
import "./auth-error.types.ts";
import "./session-organization.type.ts";
import "./session.type.ts";
import "./sign-in.type.ts";
import "./totp.type.ts";
import "./password.type.ts";
import "./user.type.ts";

/** auth: its GraphQL types register themselves when imported above. */
export const authFeature: Feature = {
  name: "auth",
  jobs: [
    {
      queue: "sessions.cleanup",
      // Expired sessions are refused anyway; this only keeps the table small.
      schedule: { name: "sessions.cleanup", cron: "17 * * * *" },
      run: async (_payload, { db, config }) => {
        await deleteExpiredSessions(db, config);
        return { cleaned: true };
      },
    },
  ],
};
