import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";

export const webDistDir = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  "../../../web/dist",
);

/** Serves the built web app; unknown paths that want a page get index.html (history fallback). */
export async function registerSpa(app: FastifyInstance, distDir = webDistDir) {
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
  app.setNotFoundHandler((request, reply) => {
    const wantsPage =
      request.method === "GET" && (request.headers.accept ?? "").includes("text/html");
    if (wantsPage && built) {
      return reply.header("cache-control", "no-cache").type("text/html").sendFile("index.html");
    }
    if (wantsPage) {
      return reply
        .status(503)
        .type("text/plain")
        .send("The web app is not built yet. Run `npm run build` (npm start does this for you).");
    }
    return reply.status(404).send({ error: "Not found." });
  });
}
