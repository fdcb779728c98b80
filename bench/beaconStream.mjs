// The steady beacon stream of bench/pacedBeside.mjs, in a process of its own: autocannon at 1,000
// requests a second keeps its event loop busy, and in the timing process it would delay the paced
// visitors' sends and the reading of their answers, a client's wait counted as the server's.
// `node bench/beaconStream.mjs <base> <seconds> <rate>`: prints the run's summary as one JSON line.
import { beacon, run, summary } from './beaconIngest.mjs';

const [base, seconds, rate] = process.argv.slice(2);
const result = summary(await run(base, beacon, Number(seconds), 32, Number(rate)));
// Its own CPU (a core's share): on two shared cores, what the sender takes the server may lack.
const { user, system } = process.cpuUsage();
result.cpuShare = (user + system) / 1e6 / Number(seconds);
process.stdout.write(`${JSON.stringify(result)}\n`);
