import { Center, Loader } from "@mantine/core";

/** Shown while the first route loads (session fetch) and by lazy pages. */
export function AppLoading() {
  return (
    <Center mih="60vh" role="status" aria-label="Loading">
      <Loader />
    </Center>
  );
}
