/**
 * CPU time a process has used, read from /proc (Linux): every thread of it counts (Node's
 * main thread, its libuv pool, the garbage collector's helpers), which is what a core spends
 * on it. Throughput on a shared machine swings with what else runs; CPU per request does not.
 */
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";

const ticksPerSecond = Number(execFileSync("getconf", ["CLK_TCK"], { encoding: "utf8" }).trim());

/**
 * User plus system CPU milliseconds of process `pid` so far, or of its main thread alone
 * (`mainThread`: where Node runs JavaScript, and PGlite); 0 once it is gone.
 */
export function processCpuMs(pid: number, mainThread = false): number {
  let stat: string;
  try {
    stat = readFileSync(mainThread ? `/proc/${pid}/task/${pid}/stat` : `/proc/${pid}/stat`, "utf8");
  } catch {
    return 0;
  }
  // The command name (field 2) may hold spaces; the fields after its ")" start at field 3.
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  const ticks = Number(fields[11]) + Number(fields[12]); // utime (14) and stime (15)
  return (ticks * 1000) / ticksPerSecond;
}

/** CPU milliseconds several processes used while `work` ran, with what it returned. */
export async function cpuDuring<T>(
  pids: () => Promise<readonly number[]>,
  work: () => Promise<T>,
): Promise<{ result: T; cpuMs: number }> {
  const before = new Map((await pids()).map((pid) => [pid, processCpuMs(pid)]));
  const result = await work();
  let cpuMs = 0;
  // A process that started during the work (a database backend) counts from zero.
  // One that ended meanwhile reads 0 and is left out.
  for (const pid of new Set([...before.keys(), ...(await pids())]))
    cpuMs += Math.max(0, processCpuMs(pid) - (before.get(pid) ?? 0));
  return { result, cpuMs };
}

/** The machine's load average over the last minute, for the report. */
export function loadAverage(): number {
  return Number(readFileSync("/proc/loadavg", "utf8").split(" ")[0]);
}
