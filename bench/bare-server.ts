import Fastify from "fastify";

/** The baseline: a bare Fastify JSON route, nothing else. GET answers too, for readiness polling. */
const app = Fastify({ logger: false });
const body = { data: { session: { id: "anonymous-user", authenticated: false } } };
app.post("/json", async () => body);
app.get("/json", async () => body);
await app.listen({ port: Number(process.env.PORT), host: "127.0.0.1" });
