/**
 * `npm start`: the whole portal on one machine, with no AWS account (ARCHITECTURE §2).
 * Settings: PORT (3000), PORTAL_DATA_DIR (.data), PORTAL_DEMO_PASSWORD (Portal!Demo#2026),
 * PORTAL_HOST (127.0.0.1; 0.0.0.0 opens the portal to the network), PORTAL_OUTBOX_KEY (random),
 * LOG_LEVEL (warn here: the handlers' one line per request and their EMF metrics are `LOG_LEVEL=info npm start`; the
 * cloud logs at info). scripts/local/process-env.ts sets them before anything loads.
 */
import './local/process-env.ts';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';
import { ROLE_BY_SLUG } from '../shared/auth/roles.ts';
import { StartupError, checkJava } from './local/emulators.ts';
import { createGateway, listenGateway } from './local/gateway.ts';
import { startLocalRuntime, type LocalRuntime } from './local/runtime.ts';
import { startScheduler } from './local/scheduler.ts';
import { buildWeb, WEB_DIST, webBuildIsStale } from './local/web-build.ts';
import { DEFAULT_DEMO_PASSWORD, seedDemoIfNew } from './seed/demo.ts';
import { backfillRevocationList } from '../functions/data/certificates/status-list.ts';
import { publishDemoDataSets } from './seed/demo-data-sets.ts';
import { DEMO_ACCOUNTS } from './seed/organisation.ts';

const port = Number(process.env.PORT ?? 3000);
const dataDir = resolve(process.env.PORTAL_DATA_DIR ?? '.data');
const demoPassword = process.env.PORTAL_DEMO_PASSWORD ?? DEFAULT_DEMO_PASSWORD;
// The outbox shows everyone's recovery links: only the link printed below opens it. A fixed key
// (PORTAL_OUTBOX_KEY) is for the end-to-end tests, which start the portal and then read the mail.
const outboxKey = process.env.PORTAL_OUTBOX_KEY || randomBytes(24).toString('base64url');
const log = (line: string) => process.stdout.write(`${line}\n`);
let runtime: LocalRuntime | undefined;
// Read first thing: a parent that goes during the web build (minutes on a busy machine) still counts.
const PARENT = process.ppid;

function portIsFree(candidate: number): Promise<boolean> {
  return new Promise((done) => {
    const probe = createServer();
    probe.once('error', () => done(false));
    probe.listen(candidate, () => probe.close(() => done(true)));
  });
}

async function main(): Promise<void> {
  const started = Date.now();
  if (!Number.isInteger(port) || port <= 0 || port > 65535)
    throw new StartupError(`PORT must be a port number, not "${process.env.PORT}".`);
  if (!(await portIsFree(port))) {
    throw new StartupError(
      `Port ${port} is already in use (another portal or program?). Stop it or choose another port: PORT=3001 npm start`,
    );
  }
  checkJava();

  if (webBuildIsStale()) {
    log('Building the web app…');
    await buildWeb();
  }

  let stopScheduler = () => {};
  const server = createGateway({ webDir: WEB_DIST, outboxDir: join(dataDir, 'outbox'), outboxKey });
  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log(`\n${signal}: stopping the portal…`);
    stopScheduler();
    server.close();
    server.closeAllConnections();
    await runtime?.stop();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGHUP', () => void shutdown('SIGHUP'));
  // `npm start` runs this under npm and `sh -c`: a SIGTERM to npm ends npm and the shell, which do
  // not pass it on, and this process would live on as an orphan with the emulators. A parent that
  // goes away, however it went, stops the portal as a signal does.
  setInterval(() => {
    if (process.ppid !== PARENT) void shutdown('The process that started the portal ended');
  }, 250).unref();

  log(`Starting DynamoDB Local and s3rver (data in ${dataDir})…`);
  runtime = await startLocalRuntime({ dataDir, port, log });
  if (stopping) return;
  // A fresh organisation gets its data sets now: the Data Sets dialog's downloads work at once.
  if (await seedDemoIfNew(demoPassword, log)) await publishDemoDataSets(log);
  // A data folder from before issue 33: its void certificates go on the published status list, once.
  const listed = await backfillRevocationList();
  if (listed) log(`Put ${listed} void certificate(s) on the certificate status list.`);
  stopScheduler = startScheduler({ log });

  await listenGateway(server, port).catch((error: NodeJS.ErrnoException) => {
    throw error.code === 'EADDRINUSE'
      ? new StartupError(`Port ${port} is already in use. Choose another port: PORT=3001 npm start`)
      : error;
  });

  const url = `http://localhost:${port}`;
  const width = Math.max(...DEMO_ACCOUNTS.map((a) => a.username.length)) + 2;
  log('');
  log(`Portal ready at ${url}  (started in ${((Date.now() - started) / 1000).toFixed(1)} s)`);
  log(`Mail outbox: ${url}/_dev/outbox?key=${outboxKey}`);
  if (process.env.PORTAL_HOST) log(`Listening on ${process.env.PORTAL_HOST}: anyone on the network can reach this portal.`);
  log(`Demo accounts, all with the password ${demoPassword}:`);
  for (const account of DEMO_ACCOUNTS)
    log(`  ${account.username.padEnd(width)}${account.roles.map((slug) => ROLE_BY_SLUG[slug].slug).join(' + ')}`);
  log('Press Ctrl-C to stop.');
}

main().catch(async (error: unknown) => {
  if (error instanceof StartupError) {
    process.stderr.write(`npm start: ${error.message}\n`);
  } else {
    process.stderr.write(`npm start failed: ${error instanceof Error ? error.stack : String(error)}\n`);
  }
  await runtime?.stop();
  process.exit(1);
});
