import { companyMessages } from "@tierwise/common/company-messages";

/** Sentences of /compare, from common so the server's refusal and the page say the same. */
export const compareMaximumMessage = companyMessages.compareMaximum;
export const compareEmptyMessage = companyMessages.compareEmpty;
