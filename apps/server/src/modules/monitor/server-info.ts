import { readFile, statfs } from 'node:fs/promises';
import os from 'node:os';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import v8 from 'node:v8';

/** RuoYi's server monitor (`GET /monitor/server`), with the Node process in the place of the JVM. */

const round2 = (n: number) => Math.round(n * 100) / 100;
const pct = (part: number, whole: number) => (whole > 0 ? round2((part / whole) * 100) : 0);
const GB = 1024 ** 3;
const MB = 1024 ** 2;

const loopDelay = monitorEventLoopDelay({ resolution: 20 });
loopDelay.enable();
// The figures cover the last minute or so, not the whole life of the process.
setInterval(() => loopDelay.reset(), 60_000).unref();

function cpuTicks() {
  const t = { user: 0, nice: 0, sys: 0, idle: 0, irq: 0 };
  for (const c of os.cpus()) {
    t.user += c.times.user;
    t.nice += c.times.nice;
    t.sys += c.times.sys;
    t.idle += c.times.idle;
    t.irq += c.times.irq;
  }
  return t;
}

/** Reads `/proc/stat`'s iowait (Linux); 0 elsewhere. */
async function iowait(): Promise<number> {
  try {
    const line = (await readFile('/proc/stat', 'utf8')).split('\n')[0];
    return Number(line.trim().split(/\s+/)[5] ?? 0) * 10;
  } catch {
    return 0;
  }
}

/** CPU use over a short sample: percentages of all ticks (RuoYi's used = user, sys, wait, free = idle). */
async function cpu(sampleMs = 250) {
  const [a, wa] = [cpuTicks(), await iowait()];
  await new Promise((r) => setTimeout(r, sampleMs));
  const [b, wb] = [cpuTicks(), await iowait()];
  const d = { user: b.user - a.user + (b.nice - a.nice), sys: b.sys - a.sys + (b.irq - a.irq), idle: b.idle - a.idle, wait: Math.max(0, wb - wa) };
  // Node's idle excludes iowait, which /proc/stat counts apart.
  const total = d.user + d.sys + d.idle + d.wait;
  const cpus = os.cpus();
  return {
    cpuNum: cpus.length,
    total: round2(total),
    sys: pct(d.sys, total),
    used: pct(d.user, total),
    wait: pct(d.wait, total),
    free: pct(d.idle, total),
    model: cpus[0]?.model?.trim() ?? '',
    loadAverage: os.loadavg().map(round2),
  };
}

async function memAvailable(): Promise<number> {
  try {
    const m = /MemAvailable:\s+(\d+) kB/.exec(await readFile('/proc/meminfo', 'utf8'));
    if (m) return Number(m[1]) * 1024;
  } catch {
    // not Linux
  }
  return os.freemem();
}

async function mem() {
  const total = os.totalmem();
  const free = await memAvailable();
  return { total: round2(total / GB), used: round2((total - free) / GB), free: round2(free / GB), usage: pct(total - free, total) };
}

/** Chinese duration text as RuoYi writes it (`0天3小时5分钟`). */
export function runTimeText(seconds: number): string {
  const d = Math.floor(seconds / 86400);
  const h = Math.floor((seconds % 86400) / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  return `${d}天${h}小时${m}分钟`;
}

function node() {
  const m = process.memoryUsage();
  const max = v8.getHeapStatistics().heap_size_limit;
  const uptime = process.uptime();
  const ms = (n: number) => round2(n / 1e6);
  return {
    total: round2(m.heapTotal / MB),
    max: round2(max / MB),
    used: round2(m.heapUsed / MB),
    free: round2((m.heapTotal - m.heapUsed) / MB),
    usage: pct(m.heapUsed, m.heapTotal),
    name: 'Node.js',
    version: process.version,
    home: process.execPath,
    startTime: new Date(Date.now() - uptime * 1000),
    runTime: runTimeText(uptime),
    inputArgs: `[${process.execArgv.join(', ')}]`,
    uptime: Math.round(uptime),
    rss: round2(m.rss / MB),
    eventLoopDelay: { mean: ms(loopDelay.mean || 0), p99: ms(loopDelay.percentile(99) || 0), max: ms(loopDelay.max || 0) },
    pid: process.pid,
  };
}

function sys() {
  const ip =
    Object.values(os.networkInterfaces())
      .flat()
      .find((i) => i && i.family === 'IPv4' && !i.internal)?.address ?? '127.0.0.1';
  return { computerName: os.hostname(), computerIp: ip, userDir: process.cwd(), osName: `${os.type()} ${os.release()}`, osArch: os.arch() };
}

/** RuoYi's size text: `12.3 GB`, `512 MB`, `80.5 KB`, `12 B` (MB and KB above 100 without a decimal). */
export function sizeText(bytes: number): string {
  if (bytes >= GB) return `${(bytes / GB).toFixed(1)} GB`;
  if (bytes >= MB) return `${(bytes / MB).toFixed(bytes / MB > 100 ? 0 : 1)} MB`;
  if (bytes >= 1024) return `${(bytes / 1024).toFixed(bytes / 1024 > 100 ? 0 : 1)} KB`;
  return `${bytes} B`;
}

const REAL_FS = new Set(['ext2', 'ext3', 'ext4', 'xfs', 'btrfs', 'zfs', 'vfat', 'exfat', 'ntfs', 'f2fs', 'overlay', 'fuseblk', 'apfs', 'hfs']);

async function disks() {
  let mounts: string[][] = [];
  try {
    mounts = (await readFile('/proc/mounts', 'utf8'))
      .split('\n')
      .map((l) => l.split(' '))
      .filter((p) => p.length > 2 && REAL_FS.has(p[2]));
  } catch {
    mounts = [['', '/', '']];
  }
  const seen = new Set<string>();
  const out = [];
  for (const [device, dir, type] of mounts) {
    if (seen.has(dir)) continue;
    seen.add(dir);
    try {
      const s = await statfs(dir);
      const total = s.blocks * s.bsize;
      const free = s.bavail * s.bsize;
      if (total === 0) continue;
      out.push({
        dirName: dir,
        sysTypeName: type,
        typeName: device,
        total: sizeText(total),
        free: sizeText(free),
        used: sizeText(total - free),
        usage: pct(total - free, total),
      });
    } catch {
      // a mount we may not read
    }
  }
  return out;
}

export async function serverInfo() {
  const [c, m, files] = await Promise.all([cpu(), mem(), disks()]);
  return { cpu: c, mem: m, jvm: node(), sys: sys(), sysFiles: files };
}
