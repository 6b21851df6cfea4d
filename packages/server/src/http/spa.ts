import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyRequest } from "fastify";

export const webDistDir = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  "../../../web/dist",
);

/**
 * Paths the API owns (see the routes app.ts registers): an unknown path under them is an API
 * 404, never the app. The download pages (/export-companies-download/:uuid) are app routes;
 * their /file below is the API's. A missing /assets/ file must not come back as HTML either:
 * the browser would try to run the page as a script chunk.
 */
const apiPaths = [
  /^\/graphql(\/|$)/,
  /^\/healthz(\/|$)/,
  /^\/sso(\/|$)/,
  /^\/company-pdf(\/|$)/,
  /^\/(upload-attachments|attachments)(\/|$)/,
  /^\/(export-companies-download|pdf-download)\/[^/]+\/file(\/|$)/,
  /^\/api\//,
  /^\/export-workflow(\/|$)/,
  /^\/workflow-files(\/|$)/,
  /^\/assets\//,
];

/** Media types of an Accept header the client takes at all (q > 0), lower-cased. */
function acceptedTypes(accept: string): string[] {
  return accept.split(",").flatMap((part) => {
    const [type = "", ...params] = part.split(";").map((p) => p.trim().toLowerCase());
    const q = params.find((p) => p.startsWith("q="));
    return type !== "" && (q === undefined || Number(q.slice(2)) > 0) ? [type] : [];
  });
}

const isJsonType = (type: string) =>
  type === "application/json" || /^application\/[\w.-]+\+json$/.test(type);

/**
 * Whether a request gets index.html: any GET or HEAD of an app path from a client that does not
 * ask for JSON only (no Accept header, any type as curl sends, uptime checks, link previews,
 * browsers). Paths that look like files ("/favicon.ico") get it only when the client asks for
 * HTML by name.
 */
function wantsPage(method: string, url: string, accept: string | undefined): boolean {
  if (method !== "GET" && method !== "HEAD") return false;
  const pathname = url.split(/[?#]/, 1)[0] ?? "/";
  if (apiPaths.some((pattern) => pattern.test(pathname))) return false;
  const types = acceptedTypes(accept ?? "");
  if ((accept ?? "").trim() !== "" && types.every(isJsonType)) return false;
  const looksLikeFile = /\.[a-z0-9]+$/i.test(pathname.slice(pathname.lastIndexOf("/") + 1));
  return !looksLikeFile || types.some((t) => t === "text/html" || t === "application/xhtml+xml");
}

/**
 * Headers a page answer gets besides the usual ones, worked out per request (the dashboard
 * page's Content-Security-Policy lists its organisation's bundle hosts, issue 30).
 */
export type PageHeaders = (request: FastifyRequest) => Promise<Record<string, string>>;

/** Serves the built web app; other paths that want a page get index.html (history fallback). */
export async function registerSpa(
  app: FastifyInstance,
  distDir = webDistDir,
  pageHeaders: PageHeaders = async () => ({}),
) {
  const built = existsSync(path.join(distDir, "index.html"));
  if (built) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      setHeaders(reply, filePath) {
        // Hashed assets never change; index.html must always be fresh.
        if (filePath.includes(`${path.sep}assets${path.sep}`)) {
          reply.header("cache-control", "public, max-age=31536000, immutable");
        }
      },
    });
  }
  app.setNotFoundHandler(async (request, reply) => {
    const page = wantsPage(request.method, request.url, request.headers.accept);
    if (page) reply.headers(await pageHeaders(request));
    if (page && built) {
      // cacheControl: false, or @fastify/static replaces no-cache with its own max-age=0.
      return reply
        .header("cache-control", "no-cache")
        .type("text/html")
        .sendFile("index.html", { cacheControl: false });
    }
    if (page) {
      return reply
        .status(503)
        .type("text/plain")
        .send("The web app is not built yet. Run `npm run build` (npm start does this for you).");
    }
    return reply.status(404).send({ error: "Not found." });
  });
}
