import type { Feature } from "../../core/feature.ts";
import { registerAttachmentRoutes } from "./attachment-routes.ts";
import { purgeUnclaimedUploads } from "./attachments.service.ts";
import { sendMentionMail } from "./comment-mention-mail.ts";
import { mentionMailQueue } from "./comment-mentions.ts";
import "./comment.type.ts";
import "./comment-notifications.ts";

/** comments: the activity wall, notes and replies, mentions and attachments. */
export const commentsFeature: Feature = {
  name: "comments",
  routes: registerAttachmentRoutes,
  jobs: [
    {
      queue: mentionMailQueue,
      run: (payload, tools) => sendMentionMail(tools, String(payload.notificationId)),
    },
    {
      // Uploads nobody attached within a day go, with their files.
      queue: "comments.purge-uploads",
      schedule: { name: "comments.purge-uploads", cron: "53 * * * *" },
      run: async (_payload, tools) => ({ removed: await purgeUnclaimedUploads(tools) }),
    },
  ],
};
