// The open-loop load of `bench/telemetry.mjs`: many editors each posting on their own clock, as browsers do.
import { Agent, request as httpRequest } from 'node:http';
import { cpuMsOf } from './api-process.mjs';
import { machineCpuMs, percentile, stolenCpuMs } from './measure.mjs';

/**
 * Each candidate sends its next batch every intervalMs from its own phase, whether or not the last was answered (a
 * browser's own connection: a request the connection is still busy with queues behind it, which the latency then
 * shows). Requests scheduled in the first warmupS seconds are sent and not counted.
 */
export async function openLoop(name, port, candidates, pid, cpuOfDatabase, { intervalMs, warmupS, durationS }) {
  const agents = candidates.map(() => new Agent({ keepAlive: true, maxSockets: 1 }));
  const rounds = Math.ceil(((warmupS + durationS) * 1000) / intervalMs);
  const start = performance.now() + 200;
  const measuredFrom = start + warmupS * 1000;
  const measuredTo = measuredFrom + durationS * 1000;
  const samples = [];
  const lags = [];
  let offered = 0;
  let lastDone = measuredFrom;
  let storedTrue = 0; // every request's, the warm-up's too: the database holds them all
  let storedFalse = 0;
  let warmupFailures = 0;
  let before = null;
  const snapshotCpu = async () => ({
    server: cpuMsOf(pid),
    postgres: await cpuOfDatabase(),
    client: process.cpuUsage(),
    machine: machineCpuMs(),
    steal: stolenCpuMs(),
  });
  const beforeTimer = setTimeout(
    async () => {
      before = await snapshotCpu();
    },
    Math.max(0, measuredFrom - performance.now()),
  );

  const send = (candidate, seq, scheduled) =>
    new Promise((done) => {
      const body = candidate.bodies[seq];
      const measured = scheduled >= measuredFrom && scheduled < measuredTo;
      if (measured) offered += 1;
      const sentAt = performance.now();
      if (measured) lags.push(sentAt - scheduled);
      const finish = (status, error, receipt) => {
        const doneAt = performance.now();
        if (receipt?.stored === true) storedTrue += 1;
        else if (receipt?.stored === false) storedFalse += 1;
        if (measured) {
          samples.push({ ms: doneAt - sentAt, status, error });
          if (doneAt > lastDone) lastDone = doneAt;
        } else if (error || status < 200 || status >= 300) warmupFailures += 1;
        done();
      };
      const req = httpRequest(
        {
          host: '127.0.0.1',
          port,
          method: 'POST',
          path: candidate.path,
          agent: agents[candidate.index],
          headers: {
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(body),
            ...(candidate.token ? { authorization: `Bearer ${candidate.token}` } : {}),
          },
        },
        (response) => {
          const chunks = [];
          response.on('data', (chunk) => chunks.push(chunk));
          response.on('end', () => {
            let receipt = null;
            try {
              receipt = JSON.parse(Buffer.concat(chunks).toString());
            } catch {
              // counted by its status
            }
            finish(response.statusCode, null, receipt);
          });
          response.on('error', (error) => finish(0, error.message, null));
        },
      );
      req.on('error', (error) => finish(0, error.message, null));
      req.setTimeout(30_000, () => req.destroy(new Error('timeout')));
      req.end(body);
    });

  const inFlight = [];
  await Promise.all(
    candidates.map(async (candidate) => {
      for (let seq = 0; seq < rounds; seq += 1) {
        const scheduled = start + candidate.phase + seq * intervalMs;
        if (scheduled >= measuredTo) break;
        const wait = scheduled - performance.now();
        if (wait > 0) await new Promise((done) => setTimeout(done, wait));
        inFlight.push(send(candidate, seq, scheduled));
      }
    }),
  );
  await Promise.all(inFlight);
  clearTimeout(beforeTimer);
  const after = await snapshotCpu();
  for (const agent of agents) agent.destroy();

  const latencies = samples.map((sample) => sample.ms);
  const requests = samples.length;
  const perRequest = (ms) => (before && requests > 0 && ms !== null ? ms / requests : null);
  const clientMs = before
    ? (after.client.user + after.client.system - before.client.user - before.client.system) / 1000
    : null;
  let postgresMs = null;
  if (before && after.postgres) {
    postgresMs = 0;
    for (const [backend, ms] of after.postgres) postgresMs += ms - (before.postgres.get(backend) ?? 0);
  }
  const figures = {
    requests,
    offeredPerSecond: offered / durationS,
    achievedPerSecond: requests / ((lastDone - measuredFrom) / 1000),
    p50Ms: percentile(latencies, 50),
    p90Ms: percentile(latencies, 90),
    p99Ms: percentile(latencies, 99),
    maxMs: Math.max(...latencies),
    meanMs: latencies.reduce((sum, ms) => sum + ms, 0) / requests,
    non2xx: samples.filter((sample) => !sample.error && (sample.status < 200 || sample.status >= 300)).length,
    errors: samples.filter((sample) => sample.error).length,
    warmupFailures,
    storedTrue,
    storedFalse,
    generatorLagP99Ms: percentile(lags, 99),
    generatorLagMaxMs: Math.max(...lags),
    cpuMsPerRequest: {
      server: perRequest(before && after.server !== null ? after.server - before.server : null),
      postgres: perRequest(postgresMs),
      client: perRequest(clientMs),
      machine: perRequest(before ? after.machine - before.machine : null),
    },
    stealMsPerRequest: perRequest(before ? after.steal - before.steal : null),
  };
  const firstError = samples.find((sample) => sample.error || sample.status < 200 || sample.status >= 300);
  if (firstError) figures.firstFailure = firstError.error ?? `HTTP ${firstError.status}`;
  console.log(
    `  ${name}: ${requests} requests, p50 ${figures.p50Ms.toFixed(1)} ms, p99 ${figures.p99Ms.toFixed(1)} ms, max ${figures.maxMs.toFixed(1)} ms`,
  );
  return figures;
}
