import { loginPathFor } from "@tierwise/common/redirect";
import type { FastifyReply, FastifyRequest } from "fastify";
import { type Actor, requireTenant, type TenantActor } from "./actor.ts";
import { ForbiddenCodeError, UnauthenticatedError } from "./errors.ts";

declare module "fastify" {
  interface FastifyRequest {
    /**
     * The signed-in actor behind the request's session cookie, loaded once on first call
     * (http/request-actor.ts); null when nobody is signed in. File routes, the SSO callback and
     * GraphQL all see the same person through it.
     */
    actor(): Promise<Actor | null>;
  }
}

/** The actor inside an organisation, for a plain GET route; 401/403 through sendAuthError. */
export async function requireRequestTenant(request: FastifyRequest): Promise<TenantActor> {
  const actor = await request.actor();
  if (!actor) throw new UnauthenticatedError();
  return requireTenant(actor);
}

/**
 * A browser opening the address as a page (a link in an e-mail, a bookmark): a GET or HEAD whose
 * Accept names HTML. Downloads by script (fetch, XHR) ask for anything or for JSON.
 */
export function isPageNavigation(request: FastifyRequest): boolean {
  if (request.method !== "GET" && request.method !== "HEAD") return false;
  const accept = request.headers.accept ?? "";
  return accept.split(",").some((part) => {
    const [type = "", ...params] = part.split(";").map((piece) => piece.trim().toLowerCase());
    const q = params.find((param) => param.startsWith("q="));
    return (
      (type === "text/html" || type === "application/xhtml+xml") &&
      (q === undefined || Number(q.slice(2)) > 0)
    );
  });
}

/**
 * Sign-in problems as HTTP answers; anything else is rethrown to the app's error handler. A
 * signed-out browser opening a file's address goes to sign-in with the address as `next`, and
 * comes back to the file after (spec 1 §2.3); scripts keep the JSON 401.
 */
export function sendAuthError(reply: FastifyReply, error: unknown): FastifyReply {
  if (error instanceof UnauthenticatedError) {
    if (isPageNavigation(reply.request)) {
      return reply
        .header("cache-control", "no-store")
        .redirect(loginPathFor(reply.request.url), 303);
    }
    return reply.status(401).send({ error: "Not signed in." });
  }
  if (error instanceof ForbiddenCodeError) return reply.status(403).send({ error: error.message });
  throw error;
}

/** `attachment` with an ASCII name and the RFC 5987 form for browsers that read it. */
export function attachmentHeader(fileName: string, disposition = "attachment"): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, "_");
  return `${disposition}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}
