import { lookup } from "node:dns";
import http from "node:http";
import https from "node:https";
import { BlockList, isIP, type LookupFunction } from "node:net";
import { webhookLimits } from "@tierwise/common/webhooks";

/**
 * Addresses a delivery must never reach unless WEBHOOK_ALLOW_PRIVATE_NETWORKS is set: loopback,
 * private ranges, link-local (cloud metadata services at 169.254.169.254), carrier-grade NAT,
 * multicast and the unspecified address. Otherwise an organisation administrator could make
 * the server probe its own network (SSRF). IPv4-mapped IPv6 addresses are checked by their
 * IPv4 rules (BlockList does so).
 */
const privateRanges = new BlockList();
for (const [network, prefix] of [
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["100.64.0.0", 10],
  ["127.0.0.0", 8],
  ["169.254.0.0", 16],
  ["172.16.0.0", 12],
  ["192.0.0.0", 24],
  ["192.168.0.0", 16],
  ["198.18.0.0", 15],
  ["224.0.0.0", 3],
] as const)
  privateRanges.addSubnet(network, prefix, "ipv4");
for (const [network, prefix] of [
  ["::", 127],
  ["fc00::", 7],
  ["fe80::", 10],
  ["ff00::", 8],
] as const)
  privateRanges.addSubnet(network, prefix, "ipv6");

export function isPrivateAddress(address: string): boolean {
  return privateRanges.check(address, isIP(address) === 6 ? "ipv6" : "ipv4");
}

const privateAddressError = (host: string) =>
  new Error(`${host} is a private, loopback or link-local address; deliveries there are refused.`);

/** DNS lookup that refuses private answers at connect time, so a re-resolving name cannot slip by. */
function guardedLookup(allowPrivate: boolean): LookupFunction {
  return (hostname, options, callback) => {
    lookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, "", 0);
      const refused = !allowPrivate && addresses.find((a) => isPrivateAddress(a.address));
      if (refused) return callback(privateAddressError(hostname), "", 0);
      if (options.all) return (callback as (e: null, a: typeof addresses) => void)(null, addresses);
      const first = addresses[0];
      if (!first) return callback(new Error(`${hostname} has no address`), "", 0);
      callback(null, first.address, first.family);
    });
  };
}

export type WebhookRequest = {
  url: string;
  body: string;
  headers: Record<string, string>;
  timeoutMs: number;
  allowPrivateNetworks: boolean;
};

export type WebhookAttempt = {
  ok: boolean;
  status: number | null;
  responseBody: string | null;
  durationMs: number;
  error: string | null;
};

/**
 * One POST. Redirects are not followed (a 3xx is a failed attempt: the receiver must name its
 * final address); only the first 2 KB of the answer is read.
 */
export async function postWebhook(request: WebhookRequest): Promise<WebhookAttempt> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  try {
    const url = new URL(request.url);
    const host = url.hostname.replace(/^\[|\]$/g, "");
    if (!request.allowPrivateNetworks && isIP(host) && isPrivateAddress(host))
      throw privateAddressError(host);
    const { status, body } = await send(url, request);
    const ok = status >= 200 && status < 300;
    return { ok, status, responseBody: body, durationMs: elapsed(), error: null };
  } catch (error) {
    // The timeout signal aborts the request: node reports an AbortError caused by a TimeoutError.
    const timedOut =
      error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError");
    const message = timedOut
      ? `The receiver did not answer within ${request.timeoutMs} ms.`
      : error instanceof Error
        ? error.message
        : String(error);
    return { ok: false, status: null, responseBody: null, durationMs: elapsed(), error: message };
  }
}

function send(url: URL, request: WebhookRequest): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const client = url.protocol === "https:" ? https : http;
    const outgoing = client.request(
      url,
      {
        method: "POST",
        headers: {
          "content-type": "application/json",
          "user-agent": "Tierwise-Webhooks/1",
          "content-length": Buffer.byteLength(request.body),
          ...request.headers,
        },
        lookup: guardedLookup(request.allowPrivateNetworks),
        signal: AbortSignal.timeout(request.timeoutMs),
      },
      (response) => {
        const chunks: Buffer[] = [];
        let size = 0;
        const finish = () => {
          const body = Buffer.concat(chunks).subarray(0, webhookLimits.responseBodyBytes);
          resolve({ status: response.statusCode ?? 0, body: body.toString("utf8") });
        };
        response.on("data", (chunk: Buffer) => {
          if (size >= webhookLimits.responseBodyBytes) return;
          chunks.push(chunk);
          size += chunk.length;
          // Enough kept: the rest of a large answer is not read at all.
          if (size >= webhookLimits.responseBodyBytes) {
            finish();
            response.destroy();
          }
        });
        response.on("end", finish);
        response.on("error", reject);
      },
    );
    outgoing.on("error", reject);
    outgoing.end(request.body);
  });
}
