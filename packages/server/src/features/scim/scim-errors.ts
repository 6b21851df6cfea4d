import type { FastifyReply } from "fastify";

export const scimErrorSchema = "urn:ietf:params:scim:api:messages:2.0:Error";

/** RFC 7644 §3.12's detail codes for 400 (and 409 uniqueness) answers. */
export type ScimType =
  | "invalidFilter"
  | "invalidSyntax"
  | "invalidValue"
  | "invalidPath"
  | "noTarget"
  | "mutability"
  | "uniqueness"
  | "tooMany";

/** A refusal the client can act on; its detail is written for the provider's admin to read. */
export class ScimError extends Error {
  override name = "ScimError";
  readonly status: number;
  readonly scimType: ScimType | undefined;
  constructor(status: number, detail: string, scimType?: ScimType) {
    super(detail);
    this.status = status;
    this.scimType = scimType;
  }
}

/** Unknown and other organisations' ids alike: one answer, so ids leak nothing. */
export const userNotFound = () => new ScimError(404, "User not found.");
export const groupNotFound = () => new ScimError(404, "Group not found.");

export const scimContentType = "application/scim+json; charset=utf-8";

export function sendScimError(reply: FastifyReply, error: ScimError): FastifyReply {
  return reply
    .status(error.status)
    .type(scimContentType)
    .send({
      schemas: [scimErrorSchema],
      status: String(error.status),
      ...(error.scimType ? { scimType: error.scimType } : {}),
      detail: error.message,
    });
}
