// The steady beacon stream of bench/pacedBeside.mjs, in a process of its own: autocannon at 1,000
// requests a second keeps its event loop busy, and in the timing process it would delay the paced
// visitors' sends and the reading of their answers, a client's wait counted as the server's.
// `node bench/beaconStream.mjs <base> <seconds> <rate>`: prints the run's summary as one JSON line.
// BENCH_PACED_STREAM=even sends the beacons evenly (bench/evenBeacons.mjs) instead of autocannon's
// burst at each second's start (`burst`, the default, as the earlier tables were measured).
import { beacon, run, summary } from './beaconIngest.mjs';
import { evenStream } from './evenBeacons.mjs';

export const STREAM_SHAPE = process.env.BENCH_PACED_STREAM ?? 'burst';
if (!['burst', 'even'].includes(STREAM_SHAPE))
  throw new Error(`BENCH_PACED_STREAM must be burst or even, got "${STREAM_SHAPE}"`);

if (process.argv[1] === import.meta.filename) {
  const [base, seconds, rate] = process.argv.slice(2).map((v, i) => (i ? Number(v) : v));
  const result =
    STREAM_SHAPE === 'even'
      ? await evenStream(base, beacon, seconds, rate)
      : summary(await run(base, beacon, seconds, 32, rate));
  // Its own CPU (a core's share): on two shared cores, what the sender takes the server may lack.
  const { user, system } = process.cpuUsage();
  result.cpuShare = (user + system) / 1e6 / seconds;
  process.stdout.write(`${JSON.stringify(result)}\n`);
}
