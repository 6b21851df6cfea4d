import { data, type LoaderFunctionArgs, type RouteObject, redirectDocument } from "react-router";

/**
 * Addresses the server answers with a file, not pages of the app (spec 1 §2.1 lists
 * /attachments): each has its route in the server, and the dev server proxies them.
 */
export const serverFilePaths = [
  "/attachments/:id",
  "/attachments/:id/preview",
  "/case-attachments/:id",
  "/case-attachments/:id/preview",
  "/case-email-attachments/:id",
  "/case-email-attachments/:id/preview",
  "/export-companies-download/:id/file",
  "/pdf-download/:id/file",
  "/company-pdf/:id",
] as const;

/**
 * A file's address reached inside the app (the return address of sign-in, where the server sent
 * a signed-out visitor who opened a link from an e-mail) is handed to the browser, which loads
 * it from the server. If the document already is at that address, the server answered it with
 * the app instead of a file: it has no such file, and loading it again would loop.
 */
export function loadFromServer({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  if (url.pathname === window.location.pathname) throw data(null, { status: 404 });
  return redirectDocument(`${url.pathname.replace(/\/+$/, "")}${url.search}`);
}

/** Public: the server asks for sign-in itself, and returns to the file after it. */
export const serverFileRoutes: RouteObject[] = serverFilePaths.map((path) => ({
  path,
  loader: loadFromServer,
}));
