// Serves this folder's bundles the way a widget vendor's server must: JavaScript with CORS.
// Usage: node examples/dashboard-bundle/serve.js [port]   (default 3214, loopback only)
import { readFile } from "node:fs/promises";
import { createServer } from "node:http";
import path from "node:path";
import { fileURLToPath } from "node:url";

const folder = path.dirname(fileURLToPath(import.meta.url));

/**
 * Starts a server for the .js files of this folder on 127.0.0.1:port. A bundle is loaded as a
 * cross-origin module script, which the browser allows only with Access-Control-Allow-Origin.
 * Resolves to the server once it listens.
 */
export function serveDashboardBundles(port) {
  const server = createServer(async (request, response) => {
    const name = path.basename(new URL(request.url ?? "/", "http://bundle").pathname);
    try {
      if (!name.endsWith(".js") || name === "serve.js") throw new Error("not a bundle");
      const body = await readFile(path.join(folder, name));
      response.writeHead(200, {
        "content-type": "text/javascript; charset=utf-8",
        "access-control-allow-origin": "*",
        "cache-control": "no-store",
      });
      response.end(body);
    } catch {
      response.writeHead(404).end();
    }
  });
  return new Promise((resolve) => server.listen(port, "127.0.0.1", () => resolve(server)));
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const port = Number(process.argv[2] ?? 3214);
  await serveDashboardBundles(port);
  console.log(`Dashboard bundles at http://127.0.0.1:${port}/widgets.js`);
}
