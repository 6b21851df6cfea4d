import "@mantine/core/styles.css";
import { ApolloProvider } from "@apollo/client/react";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { RouterProvider } from "react-router/dom";
import { apolloClient } from "./app/apollo-client.ts";
import { listenForLogout } from "./app/cross-tab-logout.ts";
import { reportError } from "./app/errors/error-reporter.ts";
import { router } from "./app/router.tsx";
import { AppThemeProvider } from "./app/theme/AppThemeProvider.tsx";

window.addEventListener("error", (event) => reportError(event.error ?? event.message));
window.addEventListener("unhandledrejection", (event) => reportError(event.reason));
listenForLogout();

const container = document.getElementById("root");
if (!container) throw new Error("index.html has no #root element");

createRoot(container).render(
  <StrictMode>
    <ApolloProvider client={apolloClient}>
      <AppThemeProvider>
        <RouterProvider router={router} />
      </AppThemeProvider>
    </ApolloProvider>
  </StrictMode>,
);
