import { connect, createServer, type Server, type Socket } from "node:net";

/**
 * A TCP proxy on loopback in front of a real server (PostgreSQL in the tests), which a test can
 * cut and restore: cutting ends every open connection and refuses new ones, as a database that
 * stops does; stalling accepts new connections and never answers, as a dropped network does;
 * restoring forwards on the same port again.
 */
export type CuttableProxy = {
  port: number;
  cut(): Promise<void>;
  stall(): Promise<void>;
  restore(): Promise<void>;
};

export async function startCuttableProxy(target: { host: string; port: number }) {
  const sockets = new Set<Socket>();
  let server: Server | null = null;
  let port = 0;
  let stalled = false;
  const listen = async () => {
    server = createServer((client) => {
      sockets.add(client);
      client.on("error", () => client.destroy());
      if (stalled) return;
      const upstream = connect(target.port, target.host);
      sockets.add(client).add(upstream);
      const end = () => {
        client.destroy();
        upstream.destroy();
        sockets.delete(client);
        sockets.delete(upstream);
      };
      client.on("error", end).on("close", end);
      upstream.on("error", end).on("close", end);
      client.pipe(upstream).pipe(client);
    });
    const listening = server;
    await new Promise<void>((resolve) => listening.listen(port, "127.0.0.1", resolve));
    const address = listening.address();
    if (address && typeof address !== "string") port = address.port;
  };
  await listen();
  const proxy: CuttableProxy = {
    get port() {
      return port;
    },
    async cut() {
      const stopping = server;
      server = null;
      for (const socket of sockets) socket.destroy();
      sockets.clear();
      if (stopping) await new Promise((resolve) => stopping.close(resolve));
    },
    async stall() {
      await proxy.cut();
      stalled = true;
      await listen();
    },
    async restore() {
      if (stalled) await proxy.cut();
      stalled = false;
      if (!server) await listen();
    },
  };
  return proxy;
}
