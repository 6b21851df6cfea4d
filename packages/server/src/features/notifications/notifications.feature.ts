import type { Feature } from "../../core/feature.ts";
import "./notification.type.ts";
import "./unsubscribe.type.ts";

/**
 * notifications: unsubscribe links and the in-app list (the bell). Features that notify
 * register a source (notification-sources.ts); its GraphQL types register themselves above.
 */
export const notificationsFeature: Feature = {
  name: "notifications",
};
