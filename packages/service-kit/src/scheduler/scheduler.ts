import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';

import { isDuplicateKey } from '../mongo-errors.ts';
import type { ZodApp } from '../types.ts';
import { tareaModels } from './model.ts';

/**
 * Scheduled work of a service: in packages/service-kit so that admin (digests, webhook deliveries)
 * and the module services claim their runs the same way.
 */
export interface Scheduler {
  /** Runs `task` every `intervalMs`, on one replica at a time (claimed in the database). */
  every(name: string, intervalMs: number, task: (now: Date) => Promise<unknown>): void;
  /** Runs one task now, claimed like a scheduled run (tests and admin tools). */
  runNow(name: string, now?: Date): Promise<void>;
}

type Task = (now: Date) => Promise<unknown>;

interface Entry {
  name: string;
  intervalMs: number;
  task: Task;
  timer: NodeJS.Timeout | null;
  /** The run in progress in this process, if any: never two at once here. */
  running: Promise<void> | null;
}

/**
 * A claimed run keeps the task for most of an interval, so the next (jittered, never earlier) tick
 * of any replica finds it free again while ticks of other replicas in between skip it.
 */
const LEASE_FACTOR = 0.9;
/** The first tick comes within this after listening (not a whole interval later). */
const FIRST_TICK_MAX_MS = 30_000;
/** Turns older than this are history: no replica can still be deciding on them. */
const TURN_RETENTION_MS = 24 * 60 * 60_000;
/** A process sweeps a task's old turns at most this often (they only need to go within a day). */
const TURN_SWEEP_EVERY_MS = 60 * 60_000;
/** How long close waits for running tasks before letting the database go. */
const CLOSE_WAIT_MS = 10_000;

/** Spreads replicas' ticks apart: up to 10 % of the interval (at most a minute) later. */
const jittered = (intervalMs: number) => intervalMs + Math.random() * Math.min(intervalMs * 0.1, 60_000);

/**
 * Scheduled work of one service process (issue 6 §2): tasks run on an interval, each run claimed in
 * the database ('tareas') so that only one replica runs a task per interval. Timers exist only while
 * the server listens: apps built for inject never run anything by themselves.
 */
export function createScheduler(app: ZodApp): Scheduler {
  const owner = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  const entries = new Map<string, Entry>();
  let listening = false;
  /** When this process last swept each task's old turns. */
  const swept = new Map<string, number>();

  /**
   * True when this process won the run of `entry` at `now`. An idle tick costs one lookup (the lock
   * is held elsewhere) or three writes-and-reads (a run is claimed): the task document is created
   * when missing, old turns are swept once an hour.
   */
  async function claim(entry: Entry, now: Date): Promise<boolean> {
    const { Tareas, Turnos } = tareaModels(app.db);
    let current = await Tareas.findById(entry.name).lean();
    if (!current) {
      await Tareas.create({ _id: entry.name, lockedUntil: new Date(0), lastRunAt: null, owner: null }).catch((error: unknown) => {
        if (!isDuplicateKey(error)) throw error;
      });
      current = await Tareas.findById(entry.name).lean();
    }
    if (!current || current.lockedUntil.getTime() >= now.getTime()) return false;
    try {
      await Turnos.create({ _id: `${entry.name}@${current.lockedUntil.getTime()}`, tarea: entry.name, createdAt: new Date() });
    } catch (error) {
      if (isDuplicateKey(error)) return false;
      throw error;
    }
    const lease = Math.max(1, Math.floor(entry.intervalMs * LEASE_FACTOR));
    await Tareas.updateOne({ _id: entry.name }, { $set: { lockedUntil: new Date(now.getTime() + lease), lastRunAt: now, owner } });
    const sweptAt = swept.get(entry.name) ?? 0;
    if (Date.now() - sweptAt >= TURN_SWEEP_EVERY_MS) {
      swept.set(entry.name, Date.now());
      await Turnos.deleteMany({ tarea: entry.name, createdAt: { $lt: new Date(Date.now() - TURN_RETENTION_MS) } });
    }
    return true;
  }

  /** Keeps the claim while a run lasts longer than its lease, so no replica starts a second one. */
  function holdClaim(entry: Entry): () => void {
    const lease = Math.max(1, Math.floor(entry.intervalMs * LEASE_FACTOR));
    const timer = setInterval(
      () => {
        const { Tareas } = tareaModels(app.db);
        Tareas.updateOne({ _id: entry.name, owner }, { $set: { lockedUntil: new Date(Date.now() + lease) } }).catch((error: unknown) =>
          app.log.error({ err: error, task: entry.name }, 'scheduled task lease not extended'),
        );
      },
      Math.max(1_000, Math.floor(lease / 2)),
    );
    timer.unref();
    return () => clearInterval(timer);
  }

  async function run(entry: Entry, now: Date): Promise<void> {
    if (entry.running) return;
    const attempt = (async () => {
      if (!(await claim(entry, now))) return;
      const release = holdClaim(entry);
      try {
        await entry.task(now);
      } catch (error) {
        // A failed run waits for the next interval; it never takes the process down.
        app.log.error({ err: error, task: entry.name }, 'scheduled task failed');
      } finally {
        release();
      }
    })();
    entry.running = attempt;
    try {
      await attempt;
    } finally {
      entry.running = null;
    }
  }

  function schedule(entry: Entry, delayMs: number): void {
    if (!listening) return;
    entry.timer = setTimeout(() => {
      entry.timer = null;
      run(entry, new Date())
        .catch((error: unknown) => app.log.error({ err: error, task: entry.name }, 'scheduled task not claimed'))
        .finally(() => schedule(entry, jittered(entry.intervalMs)));
    }, delayMs);
    entry.timer.unref();
  }

  const firstDelay = (entry: Entry) => Math.random() * Math.min(entry.intervalMs, FIRST_TICK_MAX_MS);

  app.addHook('onListen', async () => {
    listening = true;
    for (const entry of entries.values()) schedule(entry, firstDelay(entry));
  });

  app.addHook('onClose', async () => {
    listening = false;
    for (const entry of entries.values()) {
      if (entry.timer) clearTimeout(entry.timer);
      entry.timer = null;
    }
    // Let runs in progress finish before the database connection goes (bounded: a stuck task
    // must not hold a shutdown forever).
    const running = [...entries.values()].flatMap((entry) => (entry.running ? [entry.running.catch(() => undefined)] : []));
    if (running.length === 0) return;
    let timeout: NodeJS.Timeout | undefined;
    await Promise.race([Promise.all(running), new Promise((resolve) => (timeout = setTimeout(resolve, CLOSE_WAIT_MS)))]);
    clearTimeout(timeout);
  });

  return {
    every(name, intervalMs, task) {
      if (entries.has(name)) throw new Error(`scheduled task ${name} registered twice`);
      if (!(intervalMs > 0)) throw new Error(`scheduled task ${name}: interval must be positive`);
      const entry: Entry = { name, intervalMs, task, timer: null, running: null };
      entries.set(name, entry);
      if (listening) schedule(entry, firstDelay(entry));
    },
    async runNow(name, now = new Date()) {
      const entry = entries.get(name);
      if (!entry) throw new Error(`unknown scheduled task ${name}`);
      await run(entry, now);
    },
  };
}
