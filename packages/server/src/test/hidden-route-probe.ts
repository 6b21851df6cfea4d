import {
  type Finding,
  leakedSecrets,
  needlesFor,
  normaliseText,
} from "./hidden-answers-compare.ts";
import { readableText } from "./hidden-file-text.ts";
import { sees } from "./hidden-object-ops.ts";
import type { ProbeObject } from "./hidden-objects.ts";
import type { Roads } from "./hidden-roads.ts";
import { ask, type ProbedRoute, probedRoutes, type RouteAnswer } from "./hidden-routes.ts";

/**
 * Every file route as every actor: an object hidden from the actor answers exactly as an
 * unknown id (status, headers, body; and again as a browser opening the address, which a
 * signed-out visitor is sent to sign in from), and nothing the actor may download carries a
 * hidden object's text, id or file name. As for the GraphQL fields, the owner's answers say
 * which objects a route serves; a route that serves none of them is reported as blind.
 */

const page = "text/html,application/xhtml+xml";

export async function probeRoutes(roads: Roads) {
  const { h, world, unknownId } = roads;
  const { routes, unexplained } = await probedRoutes(h);
  const findings: Finding[] = [];
  const blind: string[] = [];
  let asked = 0;
  const text = (answer: RouteAnswer, value: string) =>
    normaliseText(
      `${answer.status}\n${answer.headers}\n${answer.body.toString("latin1")}`,
      value,
      roads.known,
    );
  const served = async (route: ProbedRoute): Promise<ProbeObject[]> => {
    const owner = world.people.owner.client;
    const reference = text(await ask(h, owner, route, unknownId), unknownId);
    const objects: ProbeObject[] = [];
    for (const object of world.objects)
      if (text(await ask(h, owner, route, object.id), object.id) !== reference)
        objects.push(object);
    asked += world.objects.length + 1;
    return objects;
  };
  for (const route of routes) {
    const objects = await served(route);
    if (objects.length === 0) blind.push(route.name);
    for (const [actor, client] of Object.entries(world.clients) as [
      keyof typeof world.clients,
      (typeof world.clients)[keyof typeof world.clients],
    ][]) {
      const needles = needlesFor(roads.everything(), actor, route.name);
      const note = (object: string, detail: string) =>
        findings.push({ field: route.name, position: "id", actor, object, detail });
      // As a page: the signed-out visitor (sent to sign in) and one member (served or refused
      // as a script is); the other roles' answers do not depend on what the browser accepts.
      const variants =
        actor === "signedOut" || actor === "viewer" ? [undefined, page] : [undefined];
      for (const accept of variants) {
        const unknown = await ask(h, client, route, unknownId, accept);
        const reference = text(unknown, unknownId);
        asked += 1;
        for (const leak of leakedSecrets(reference, needles)) note("unknown", leak);
        for (const object of objects) {
          const hidden = !sees(object, actor);
          // A page opening a file the actor may see is a download like any other.
          if (accept && !hidden) continue;
          const answer = await ask(h, client, route, object.id, accept);
          asked += 1;
          const readable = normaliseText(
            `${answer.headers}\n${readableText(answer.body)}`,
            object.id,
            roads.known,
          );
          for (const leak of leakedSecrets(readable, needles)) note(object.kind, leak);
          const got = text(answer, object.id);
          if (hidden && got !== reference)
            note(
              object.kind,
              `${accept ? "as a page: " : ""}hidden=${got.slice(0, 300)} unknown=${reference.slice(0, 300)}`,
            );
        }
      }
    }
  }
  return { findings, blind, unexplained, asked, routes: routes.map((r) => r.name) };
}
