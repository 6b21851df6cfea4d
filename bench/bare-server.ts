import Fastify from "fastify";

/** The baseline: a bare Fastify JSON route, nothing else. GET answers too, for readiness polling. */
const app = Fastify({ logger: false });
const body = { data: { session: { id: "anonymous-user", authenticated: false } } };
app.post("/json", async () => body);
app.get("/json", async () => body);

/**
 * The same route after `us` microseconds of busy work, on the CPU as a request's own work would
 * be: how much work a request may do in all and still reach a given share of the bare route's
 * throughput (graphql-overhead.ts).
 */
app.post<{ Params: { us: string } }>("/json-busy/:us", async (request) => {
  const until = process.hrtime.bigint() + BigInt(Number(request.params.us) * 1000);
  while (process.hrtime.bigint() < until);
  return body;
});
await app.listen({ port: Number(process.env.PORT), host: "127.0.0.1" });
