import type { FastifyRequest } from "fastify";
import type { Config } from "../config.ts";

/** Cookies are Secure when configured so, or (auto) when the request came over HTTPS. */
export function isSecure(config: Config, request: FastifyRequest) {
  if (config.COOKIE_SECURE === "auto") return request.protocol === "https";
  return config.COOKIE_SECURE === "true";
}
