import Fastify from "fastify";

/** The baseline: a bare Fastify JSON route, nothing else. */
const app = Fastify({ logger: false });
app.post("/json", async () => ({
  data: { session: { id: "anonymous-user", authenticated: false } },
}));
await app.listen({ port: Number(process.env.PORT), host: "127.0.0.1" });
