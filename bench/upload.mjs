// Upload benchmark with budgets: `node --import tsx --conditions=source bench/upload.mjs
// [--size-mib 1024] [--rounds 2] [--concurrency 2] [--checksums true]` (or `pnpm --filter @creator-console/bench upload`).
//
// It starts the real server (buildApp on PGlite in a new temporary data directory, files in a new
// temporary STORAGE_DIR) in a process of its own — this same file with `--serve` — logs in as
// `creator`, writes a generated file of `size` MiB to disk (streamed, never held in memory), and
// uploads it over loopback, after an unmeasured 64 MiB warm-up of both paths, alternating `rounds` times:
//   plain    one PUT of the whole file as a streamed raw body to a route this benchmark server adds
//            (never in the app): the bytes go through the same UploadMeter (count + SHA-256) into
//            the same Storage.put that the image upload uses — the cheapest way in.
//   chunked  the api-client's own `createUploader` (the console's code): POST /api/uploads, 8 MiB
//            chunks each with its SHA-256 (SubtleCrypto) read and hashed ahead while one is on the
//            way, PUT /api/uploads/{id}/chunks, then POST …/complete (size check, whole-file hash
//            kept incrementally by the server, move into place, file recorded). The stored file is
//            checked byte-for-byte against the source once, after the last round (by hash).
// Both read the source through a file-backed Blob (fs.openAsBlob). It samples the server process's
// resident memory (/proc/<pid>/status VmRSS every 100 ms, and VmHWM) and prints MB/s of each, the
// ratio chunked / plain (budget ≥ 70 %), the CPU seconds per GiB each path cost the server and the
// client (a figure a busy machine disturbs less than wall time), and the server's peak RSS against its RSS before the
// uploads (budget: grows by less than 256 MiB while 1 GiB goes through: memory stays flat).
// Exits 1 when a budget is missed.
import { spawn } from 'node:child_process';
import { createHash, randomFillSync } from 'node:crypto';
import { createReadStream, createWriteStream, mkdtempSync, openAsBlob, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';
import { clearInterval, setInterval } from 'node:timers';
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: {
    serve: { type: 'boolean', default: false },
    'size-mib': { type: 'string', default: '1024' },
    rounds: { type: 'string', default: '2' },
    concurrency: { type: 'string', default: '2' },
    checksums: { type: 'string', default: 'true' },
  },
});

const MIB = 1024 * 1024;
const BUDGET_RATIO = 0.7;
const BUDGET_RSS_GROWTH = 256 * MIB;

if (values.serve) await serve();
else await drive();

/** The benchmark's server: the real app plus the plain-upload route, in a process of its own. */
async function serve() {
  const { encryptField } = await import('@creator-console/contract');
  const { buildApp } = await import('../apps/server/src/app.ts');
  const { openDatabase } = await import('../apps/server/src/db/database.ts');
  const { DEMO_PASSWORD } = await import('../apps/server/src/db/seed/demo-accounts.ts');
  const { seedDemoData } = await import('../apps/server/src/db/seed/index.ts');
  const { LocalStorage } = await import('../apps/server/src/storage/local-storage.ts');
  const { UploadMeter } = await import('../apps/server/src/http/upload-body.ts');
  const { metered } = await import('../apps/server/src/modules/files/repository.ts');

  const dataDir = mkdtempSync(join(tmpdir(), 'cc-bench-upload-pglite-'));
  const storageDir = process.env.STORAGE_DIR;
  if (!storageDir) throw new Error('STORAGE_DIR is required');
  const database = await openDatabase({ kind: 'pglite', dataDir });
  await database.migrate();
  const storage = new LocalStorage(storageDir);
  await seedDemoData(database.db, { storage });
  const app = await buildApp({ database, storage, logger: false, config: { nodeEnv: 'production' } });

  // The plain single-request upload: a streamed raw body, counted and hashed, into the storage.
  await app.register(async (scope) => {
    scope.addContentTypeParser('*', (_request, payload, done) => done(null, payload));
    scope.put(
      '/api/bench/plain-upload',
      { onRequest: app.authorization.guard('session'), schema: { hide: true } },
      async (request) => {
        const meter = new UploadMeter(8 * 1024 * MIB, 'too large');
        const key = `bench/plain-${Date.now()}`;
        await storage.put(key, metered(request.body, meter));
        const sha256 = meter.digest();
        await storage.remove(key);
        return { data: { size: meter.bytes, sha256 } };
      },
    );
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const login = await app.inject({
    method: 'POST',
    url: '/api/login',
    payload: {
      email: encryptField('creator', app.config.fieldKey),
      password: encryptField(DEMO_PASSWORD, app.config.fieldKey),
    },
  });
  if (login.statusCode !== 200) throw new Error(`login failed: ${login.statusCode} ${login.body}`);
  const { port } = app.server.address();
  process.stdout.write(
    `${JSON.stringify({ url: `http://127.0.0.1:${port}`, token: login.json().data.token })}\n`,
  );

  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    try {
      await app.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    } finally {
      process.exit(0);
    }
  };
  for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => void stop());
}

/** CPU seconds a process has used (user + system), from /proc/<pid>/stat. */
function cpuOf(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/** Reads a process's memory figures (bytes) from /proc. */
function memoryOf(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const field = (name) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? 0) * 1024;
  return { rss: field('VmRSS'), hwm: field('VmHWM') };
}

async function writeSource(path, size) {
  const out = createWriteStream(path);
  const block = Buffer.alloc(MIB);
  const hash = createHash('sha256');
  for (let written = 0; written < size; written += block.length) {
    randomFillSync(block);
    // An MP4's first box, so the server's signature check of the first chunk passes.
    if (written === 0)
      Buffer.from([0, 0, 0, 0x18, 0x66, 0x74, 0x79, 0x70, 0x69, 0x73, 0x6f, 0x6d]).copy(block);
    const part = block.subarray(0, Math.min(block.length, size - written));
    hash.update(part);
    if (!out.write(part)) await new Promise((resolve) => out.once('drain', resolve));
  }
  await new Promise((resolve, reject) => out.end((error) => (error ? reject(error) : resolve())));
  return hash.digest('hex');
}

async function drive() {
  const { createApiClient, createUploader, memoryUploadStore } =
    await import('../packages/api-client/src/index.ts');
  const root = fileURLToPath(new URL('../', import.meta.url));
  const size = Number(values['size-mib']) * MIB;
  const rounds = Number(values.rounds);
  const work = mkdtempSync(join(tmpdir(), 'cc-bench-upload-'));
  const storageDir = join(work, 'storage');
  const source = join(work, 'source.mp4');

  console.log(`Generating ${values['size-mib']} MiB …`);
  const sourceHash = await writeSource(source, size);

  const child = spawn('node', ['--import', 'tsx', '--conditions=source', 'bench/upload.mjs', '--serve'], {
    cwd: root,
    env: { ...process.env, STORAGE_DIR: storageDir, LOG_LEVEL: 'silent' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const { url, token } = await new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('server not ready after 120 s')), 120_000);
    createInterface({ input: child.stdout }).once('line', (line) => {
      clearTimeout(timer);
      resolve(JSON.parse(line));
    });
    exited.then((code) => reject(new Error(`server exited with ${code}`)));
  });

  let peak = 0;
  const sampler = setInterval(() => {
    try {
      peak = Math.max(peak, memoryOf(child.pid).rss);
    } catch {
      // The server is gone; the run fails below.
    }
  }, 100);
  const before = memoryOf(child.pid).rss;
  peak = before;

  const client = createApiClient({ baseUrl: url, getToken: () => token, timeoutMs: 0 });
  const results = { plain: [], chunked: [] };
  const cpu = { plain: { server: 0, client: 0 }, chunked: { server: 0, client: 0 } };
  let stored;

  async function plain() {
    const started = performance.now();
    const response = await fetch(`${url}/api/bench/plain-upload`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/octet-stream' },
      body: await openAsBlob(source),
      duplex: 'half',
    });
    const body = await response.json();
    const seconds = (performance.now() - started) / 1000;
    if (response.status !== 200 || body.data.size !== size || body.data.sha256 !== sourceHash) {
      throw new Error(`plain upload failed: ${response.status} ${JSON.stringify(body)}`);
    }
    return seconds;
  }

  async function chunked() {
    const file = await openAsBlob(source, { type: 'video/mp4' });
    const started = performance.now();
    const uploader = createUploader(client, {
      file,
      name: 'bench.mp4',
      store: memoryUploadStore(),
      concurrency: Number(values.concurrency),
      checksums: values.checksums !== 'false',
    });
    stored = await uploader.start();
    const seconds = (performance.now() - started) / 1000;
    if (stored.size !== size) throw new Error(`chunked upload stored ${stored.size} bytes`);
    return seconds;
  }

  try {
    // Warm-up, not measured: both paths once (JIT, the first session, the storage directories).
    const warm = join(work, 'warm.mp4');
    await writeSource(warm, 64 * MIB);
    await fetch(`${url}/api/bench/plain-upload`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/octet-stream' },
      body: await openAsBlob(warm),
      duplex: 'half',
    }).then((response) => response.arrayBuffer());
    await createUploader(client, {
      file: await openAsBlob(warm, { type: 'video/mp4' }),
      name: 'warm.mp4',
      store: memoryUploadStore(),
    }).start();
    for (let round = 0; round < rounds; round += 1) {
      for (const [name, run] of [
        ['plain', plain],
        ['chunked', chunked],
      ]) {
        const serverCpu = cpuOf(child.pid);
        const clientCpu = process.cpuUsage();
        const seconds = await run();
        results[name].push(seconds);
        cpu[name].server += cpuOf(child.pid) - serverCpu;
        const used = process.cpuUsage(clientCpu);
        cpu[name].client += (used.user + used.system) / 1e6;
        console.log(
          `  round ${round + 1} ${name.padEnd(8)} ${(size / MIB / seconds).toFixed(0).padStart(5)} MiB/s  (${seconds.toFixed(2)} s)`,
        );
        if (name === 'chunked' && round < rounds - 1)
          rmSync(join(storageDir, 'files'), { recursive: true, force: true });
      }
    }
    // The last chunked upload, read back from the storage: the same bytes.
    const id = stored.url.split('/').at(-1);
    const hash = createHash('sha256');
    for await (const part of createReadStream(join(storageDir, 'files', 'video', id.slice(0, 2), id)))
      hash.update(part);
    if (hash.digest('hex') !== sourceHash) throw new Error('the stored file differs from the source');
  } finally {
    clearInterval(sampler);
  }
  const { hwm } = memoryOf(child.pid);
  child.kill('SIGTERM');
  await exited;
  rmSync(work, { recursive: true, force: true });

  const total = (list) => list.reduce((sum, seconds) => sum + seconds, 0);
  const plainRate = (size * rounds) / MIB / total(results.plain);
  const chunkedRate = (size * rounds) / MIB / total(results.chunked);
  const ratio = chunkedRate / plainRate;
  const growth = peak - before;
  const mib = (bytes) => `${(bytes / MIB).toFixed(0)} MiB`;
  console.log('');
  console.log(`plain single request  ${plainRate.toFixed(0)} MiB/s (${rounds} × ${values['size-mib']} MiB)`);
  console.log(`chunked (uploader)    ${chunkedRate.toFixed(0)} MiB/s`);
  const gib = (size * rounds) / (1024 * MIB);
  for (const name of ['plain', 'chunked']) {
    console.log(
      `CPU per GiB ${name.padEnd(8)}  server ${(cpu[name].server / gib).toFixed(1)} s, client ${(cpu[name].client / gib).toFixed(1)} s`,
    );
  }
  console.log(`ratio                 ${(ratio * 100).toFixed(0)} %  (budget ≥ ${BUDGET_RATIO * 100} %)`);
  console.log(
    `server RSS            ${mib(before)} before the uploads, peak ${mib(peak)} during them (+${mib(growth)}; budget < +${mib(BUDGET_RSS_GROWTH)}), VmHWM ${mib(hwm)}`,
  );
  const failures = [];
  if (ratio < BUDGET_RATIO) failures.push(`ratio ${(ratio * 100).toFixed(0)} % < ${BUDGET_RATIO * 100} %`);
  if (growth >= BUDGET_RSS_GROWTH) failures.push(`server RSS grew by ${mib(growth)}`);
  if (failures.length > 0) {
    console.error(`Budget missed: ${failures.join('; ')}`);
    process.exit(1);
  }
  console.log('Budgets met.');
}
