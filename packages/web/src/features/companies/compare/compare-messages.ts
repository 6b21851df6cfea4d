import { messages } from "@tierwise/common/messages";

/** Sentences of /compare, from common so the server's refusal and the page say the same. */
export const compareMaximumMessage = messages.compareMaximum;
export const compareEmptyMessage = messages.compareEmpty;
