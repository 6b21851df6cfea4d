import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { RouteDeps } from "../../core/feature.ts";
import {
  databaseUnavailableMessage,
  isDatabaseUnavailable,
} from "../../db/database-unavailable.ts";
import { scimActorOf } from "./scim-auth.ts";
import { discoveryList, resourceTypes, schemas, serviceProviderConfig } from "./scim-discovery.ts";
import { ScimError, scimContentType, sendScimError } from "./scim-errors.ts";
import {
  createScimGroup,
  deleteScimGroup,
  getScimGroup,
  listScimGroups,
  patchScimGroup,
  replaceScimGroup,
} from "./scim-groups.service.ts";
import {
  createScimUser,
  deleteScimUser,
  getScimUser,
  listScimUsers,
  patchScimUser,
  replaceScimUser,
  type ScimContext,
} from "./scim-users.service.ts";

export const scimPrefix = "/scim/v2";

type ListQuery = {
  filter?: string;
  startIndex?: string;
  count?: string;
  excludedAttributes?: string;
};
type IdRequest = FastifyRequest<{ Params: { id: string } }>;
type ScimResource = { meta: { location: string; version: string } };
type ResourceOperations = {
  list(ctx: ScimContext, query: ListQuery): Promise<object>;
  create(ctx: ScimContext, body: unknown): Promise<ScimResource>;
  get(ctx: ScimContext, id: string): Promise<ScimResource>;
  replace(ctx: ScimContext, id: string, body: unknown): Promise<ScimResource>;
  patch(ctx: ScimContext, id: string, body: unknown): Promise<ScimResource>;
  remove(ctx: ScimContext, id: string): Promise<void>;
};

/**
 * SCIM 2.0 (RFC 7644) under /scim/v2, in a Fastify context of its own: application/scim+json
 * bodies are read like JSON, and every refusal, from a bad token to a body too large, answers
 * in SCIM's error format. The request limit registered before counts these requests per token.
 */
export function registerScimRoutes(app: FastifyInstance, deps: RouteDeps) {
  const baseUrl = `${deps.config.publicUrl}${scimPrefix}`;
  const db = deps.database.db;
  const contexts = new WeakMap<FastifyRequest, ScimContext>();
  const contextOf = (request: FastifyRequest): ScimContext => {
    const context = contexts.get(request);
    if (!context) throw new Error("SCIM route reached without its actor");
    return context;
  };

  app.register(
    async (scim) => {
      scim.addContentTypeParser(
        "application/scim+json",
        { parseAs: "string" },
        scim.getDefaultJsonParser("error", "error"),
      );
      scim.setErrorHandler((error, request, reply) => answerError(error, request, reply));
      scim.setNotFoundHandler((_request, reply) =>
        sendScimError(reply, new ScimError(404, "No such SCIM endpoint.")),
      );
      // Before the body is read: a request without a valid token costs no parsing.
      scim.addHook("onRequest", async (request) => {
        const actor = await scimActorOf(db, request);
        contexts.set(request, {
          db,
          actor,
          baseUrl,
          forgetCachedSessions: deps.forgetCachedSessions,
        });
      });

      const scimJson = (reply: FastifyReply, status: number, body: object) =>
        reply.status(status).type(scimContentType).send(body);
      /** A single resource: its version as ETag, and on create its address as Location. */
      const resource = (reply: FastifyReply, status: number, body: ScimResource) => {
        reply.header("etag", body.meta.version);
        if (status === 201) reply.header("location", body.meta.location);
        return scimJson(reply, status, body);
      };

      scim.get("/ServiceProviderConfig", async (_request, reply) =>
        scimJson(reply, 200, serviceProviderConfig(baseUrl)),
      );
      scim.get("/ResourceTypes", async (_request, reply) =>
        scimJson(reply, 200, discoveryList(resourceTypes(baseUrl))),
      );
      scim.get("/Schemas", async (_request, reply) =>
        scimJson(reply, 200, discoveryList(schemas(baseUrl))),
      );

      /**
       * If-Match (RFC 7644 §3.14): a write made against a version the client no longer holds is
       * 412, so two provisioning runs cannot silently undo each other. Without it, writes go on.
       */
      const assertCurrentVersion = async (request: IdRequest, get: ResourceOperations["get"]) => {
        const wanted = request.headers["if-match"];
        if (!wanted || wanted.trim() === "*") return;
        const current = await get(contextOf(request), request.params.id);
        if (!wanted.split(",").some((version) => version.trim() === current.meta.version))
          throw new ScimError(412, "The resource has changed since this version was read.");
      };

      /** The six routes of a resource type (RFC 7644 §3.2), the same for Users and Groups. */
      const resourceRoutes = (path: string, operations: ResourceOperations) => {
        scim.get(path, async (request, reply) =>
          scimJson(
            reply,
            200,
            await operations.list(contextOf(request), request.query as ListQuery),
          ),
        );
        scim.post(path, async (request, reply) =>
          resource(reply, 201, await operations.create(contextOf(request), request.body)),
        );
        scim.get(`${path}/:id`, async (request: IdRequest, reply) =>
          resource(reply, 200, await operations.get(contextOf(request), request.params.id)),
        );
        for (const [method, write] of [
          ["PUT", operations.replace],
          ["PATCH", operations.patch],
        ] as const) {
          scim.route({
            method,
            url: `${path}/:id`,
            handler: async (request: IdRequest, reply) => {
              await assertCurrentVersion(request, operations.get);
              const written = await write(contextOf(request), request.params.id, request.body);
              return resource(reply, 200, written);
            },
          });
        }
        scim.delete(`${path}/:id`, async (request: IdRequest, reply) => {
          await assertCurrentVersion(request, operations.get);
          await operations.remove(contextOf(request), request.params.id);
          return reply.status(204).send();
        });
      };
      resourceRoutes("/Users", {
        list: listScimUsers,
        create: createScimUser,
        get: getScimUser,
        replace: replaceScimUser,
        patch: patchScimUser,
        remove: deleteScimUser,
      });
      resourceRoutes("/Groups", {
        list: listScimGroups,
        create: createScimGroup,
        get: getScimGroup,
        replace: replaceScimGroup,
        patch: patchScimGroup,
        remove: deleteScimGroup,
      });
    },
    { prefix: scimPrefix },
  );
}

/** Every failure in SCIM's error format; never a stack trace, whatever went wrong. */
function answerError(error: unknown, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof ScimError) {
    if (error.status === 401) reply.header("www-authenticate", 'Bearer realm="scim"');
    return sendScimError(reply, error);
  }
  const err = error as { statusCode?: number; code?: string; message?: string };
  const status = err.statusCode ?? 500;
  if (err.code === "FST_ERR_CTP_BODY_TOO_LARGE")
    return sendScimError(reply, new ScimError(413, "The request body is larger than 1 MB."));
  if (err.code === "FST_ERR_CTP_INVALID_MEDIA_TYPE")
    return sendScimError(
      reply,
      new ScimError(415, "Send application/scim+json or application/json."),
    );
  if (status === 400 || error instanceof SyntaxError)
    return sendScimError(
      reply,
      new ScimError(400, "The request body is not valid JSON.", "invalidSyntax"),
    );
  // The request limit's 429 keeps its message; its RateLimit-* headers are already set.
  if (status < 500) return sendScimError(reply, new ScimError(status, err.message ?? "Refused."));
  if (isDatabaseUnavailable(error)) {
    request.log.warn({ err: error }, "database unreachable");
    reply.header("retry-after", "5");
    return sendScimError(reply, new ScimError(503, databaseUnavailableMessage));
  }
  request.log.error({ err: error }, "SCIM request failed");
  return sendScimError(reply, new ScimError(500, `Something went wrong (request ${request.id}).`));
}
