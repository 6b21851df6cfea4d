/**
 * Organisation webhooks (issue 33): the event catalogue, shared by the server (which records
 * the events), the web (the endpoint form's checkboxes) and the README.
 */
export const webhookEventTypes = [
  "alert.created",
  "case.created",
  "case.updated",
  "case.resolved",
  "comment.created",
  "risk.grade_changed",
  "company_request.finished",
  "workflow.step_changed",
] as const;

export type WebhookEventType = (typeof webhookEventTypes)[number];

export function isWebhookEventType(value: string): value is WebhookEventType {
  return (webhookEventTypes as readonly string[]).includes(value);
}

/** What each event means, in the words the settings page shows beside its checkbox. */
export const webhookEventDescriptions: Record<WebhookEventType, string> = {
  "alert.created": "A new alert about a company, place or commodity the organisation follows.",
  "case.created": "A case was opened (public cases only).",
  "case.updated": "A case changed: title, status, priority, assignee, dates (public cases only).",
  "case.resolved": "A case was completed or retired (public cases only).",
  "comment.created": "A public note was added (never private notes or replies in private threads).",
  "risk.grade_changed": "A followed company's overall risk grade moved.",
  "company_request.finished": "A bulk company request finished processing.",
  "workflow.step_changed":
    "A supplier workflow moved: started, a step completed, sent back, finished.",
};

export const webhookDeliveryStatuses = ["pending", "succeeded", "failed"] as const;
export type WebhookDeliveryStatus = (typeof webhookDeliveryStatuses)[number];

export const webhookLimits = {
  url: 2000,
  description: 200,
  endpointsPerOrganization: 20,
  /** Of a receiver's answer, only this much is kept to show on the deliveries page. */
  responseBodyBytes: 2048,
} as const;

export const webhookMessages = {
  urlInvalid: "Enter a full address, e.g. https://hooks.example.com/tierwise.",
  urlHttps: "Webhook addresses must use https (http only for 127.0.0.1, ::1 or localhost).",
  urlCredentials: "Leave user names and passwords out of the address.",
  eventsRequired: "Choose at least one event.",
} as const;

const loopbackHosts = new Set(["localhost", "127.0.0.1", "[::1]"]);

/** Is the host a loopback name or address (IPv6 in brackets, as in a URL)? */
export function isLoopbackHost(hostname: string): boolean {
  return loopbackHosts.has(hostname.toLowerCase());
}

/**
 * scheme://[user[:password]@]host[:port][/…]: read by hand because common is built without the
 * DOM's or Node's types (no URL). The host is a name, an IPv4 address or an IPv6 one in brackets.
 */
const urlShape =
  /^([a-z][a-z0-9+.-]*):\/\/(?:([^/?#@\s]*)@)?(\[[0-9a-f:.]+\]|[a-z0-9.-]+)(?::(\d{1,5}))?(?:[/?#]\S*)?$/i;

/**
 * Why an endpoint address is refused, or null when it is fine: https, or http to a loopback host
 * (a receiver on the same machine, as in development and tests, where TLS adds nothing).
 */
export function webhookUrlProblem(value: string): string | null {
  const match = urlShape.exec(value);
  if (!match) return webhookMessages.urlInvalid;
  const [, scheme = "", credentials, host = "", port] = match;
  if (port !== undefined && Number(port) > 65535) return webhookMessages.urlInvalid;
  if (credentials !== undefined) return webhookMessages.urlCredentials;
  if (scheme.toLowerCase() === "https") return null;
  if (scheme.toLowerCase() === "http" && isLoopbackHost(host)) return null;
  return webhookMessages.urlHttps;
}
