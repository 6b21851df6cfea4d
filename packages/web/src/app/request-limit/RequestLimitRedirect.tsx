import { useEffect, useRef } from "react";
import { useLocation, useNavigate } from "react-router";
import { isPublicPath } from "../routing/public-paths.ts";
import { onRequestLimit, requestLimitPath, requestLimitPathFor } from "./request-limit.ts";

/**
 * Sends the visitor to the limit page when the API says its request limit is reached, with the
 * page they were on as the way back. Sign-in pages keep their own messages.
 */
export function RequestLimitRedirect() {
  const navigate = useNavigate();
  const location = useLocation();
  const here = useRef(location);
  here.current = location;
  useEffect(
    () =>
      onRequestLimit(() => {
        const { pathname, search } = here.current;
        if (pathname === requestLimitPath || isPublicPath(pathname)) return;
        void navigate(requestLimitPathFor(`${pathname}${search}`));
      }),
    [navigate],
  );
  return null;
}
