/**
 * Drives a running server with the header's typo'd quick searches and prints req/s and its
 * CPU per request (the whole process, and its main thread, where JavaScript and PGlite run):
 * for profiling by hand (`node --cpu-prof` on the server) and for comparing two servers.
 * node bench/load/drive-quick-search.ts <base url> <server pid> [seconds] [connections]
 * (SEED_PASSWORD: the demo accounts' password; DRIVE_QUERY=serverTime: the cheapest query.)
 */
import {
  measureThroughput,
  quickSearchBodies,
  typoedDemoNames,
} from "../quick-search-throughput.ts";
import { loadAverage, processCpuMs } from "./process-cpu.ts";
import { graphqlBody, signIn } from "./server-processes.ts";

const [base = "http://127.0.0.1:3000", pid = "0", seconds = "10", connections = "16"] =
  process.argv.slice(2);
const cookie = await signIn(base, "member@acme.test", process.env.SEED_PASSWORD ?? "");
const pids = async () => [Number(pid)];
const drive = { url: `${base}/graphql`, pids, cookie, connections: Number(connections) };
const bodies =
  process.env.DRIVE_QUERY === "serverTime"
    ? [graphqlBody("query ServerTime { serverTime }", {}, "ServerTime")]
    : quickSearchBodies(typoedDemoNames());
await measureThroughput({ ...drive, bodies, duration: 3 });
const mainBefore = processCpuMs(Number(pid), true);
const run = await measureThroughput({ ...drive, bodies, duration: Number(seconds) });
const mainMs = (processCpuMs(Number(pid), true) - mainBefore) / (run.perSecond * Number(seconds));
console.log(
  `${run.perSecond.toFixed(0)} req/s, CPU ${run.cpuMsPerRequest.toFixed(2)} ms/request (main thread ${mainMs.toFixed(2)}), p50 ${run.p50} ms, p99 ${run.p99} ms, failed ${run.failed}, load ${loadAverage().toFixed(1)}`,
);
