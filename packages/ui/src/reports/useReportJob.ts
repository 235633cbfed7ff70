import { createReport, downloadReport, downloadReportItem, getReport, type ReportStatus } from '@insp/contracts';
import { common, reports } from '@insp/messages';
import { endpointClient, endpointHref, type GatewayService, isApiError } from '@insp/mf-kit';
import { useRemoteProps } from '@insp/ui/components';
import { useCallback, useEffect, useRef, useState } from 'react';

import { downloadDocument } from './download.ts';

/** How often a running job is asked for its state (issue 6 §2: about once a second). */
export const REPORT_POLL_MS = 1000;

/** What `start` sends: `{kind, ...params}` (the kind's params are checked by the service). */
export type ReportRequest = { kind: string } & Record<string, unknown>;

export interface ReportJobOptions {
  /** Poll interval (tests shorten it). */
  pollMs?: number;
  /** Save a single-document job's file as soon as it is 'listo' (default true). */
  autoDownload?: boolean;
}

export interface ReportJob {
  /** Asks for the document; false when the service refused (the refusal is in `error`, e.g. the 409 'Un documento ya se está generando…'). */
  start: (body: ReportRequest) => Promise<boolean>;
  /** The latest state of the job (null before the first answer). */
  status: ReportStatus | null;
  progress: ReportStatus['progress'] | null;
  /** From `start` until the job has ended and its document is saved: buttons stay disabled meanwhile. */
  running: boolean;
  /** A file is being downloaded. */
  downloading: boolean;
  /** Why the request, the job or a download failed, in Spanish; null otherwise. */
  error: string | null;
  /** Saves the job's document again (single-document jobs). */
  download: () => Promise<void>;
  /** Saves the document of one finished item (multi-part jobs), 0-based. */
  downloadItem: (index: number) => Promise<void>;
  /** Forgets the job (a dialog closing). */
  reset: () => void;
}

const messageOf = (error: unknown): string => (isApiError(error) ? error.message : error instanceof TypeError ? common.unavailable : common.unexpected);

/**
 * A report job of a module service (POST /companies/:companyId/reports → 202 {id}), followed every
 * `pollMs` until 'listo' or 'error'; a single document is then downloaded with its Spanish file name,
 * the parts of a multi-part job each with `downloadItem`.
 */
export function useReportJob(service: GatewayService, companyId: string | null | undefined, options: ReportJobOptions = {}): ReportJob {
  const { api, getAccessToken } = useRemoteProps();
  const pollMs = options.pollMs ?? REPORT_POLL_MS;
  const autoDownload = options.autoDownload ?? true;
  const [jobId, setJobId] = useState<string | null>(null);
  const [status, setStatus] = useState<ReportStatus | null>(null);
  const [starting, setStarting] = useState(false);
  const [polling, setPolling] = useState(false);
  const [downloads, setDownloads] = useState(0);
  const [error, setError] = useState<string | null>(null);
  // a reset or a new start makes the answers of the previous job stale
  const generation = useRef(0);

  const save = useCallback(
    async (url: string, fallbackName: string) => {
      setDownloads((n) => n + 1);
      try {
        await downloadDocument(url, getAccessToken(), fallbackName);
      } catch (failure) {
        setError(messageOf(failure));
      } finally {
        setDownloads((n) => n - 1);
      }
    },
    [getAccessToken],
  );

  const download = useCallback(async () => {
    if (!companyId || !jobId) return;
    await save(endpointHref(service, downloadReport, { companyId, reportId: jobId }), status?.fileName ?? 'documento');
  }, [companyId, jobId, save, service, status?.fileName]);

  const downloadItem = useCallback(
    async (index: number) => {
      if (!companyId || !jobId) return;
      const item = status?.progress.items[index];
      await save(endpointHref(service, downloadReportItem, { companyId, reportId: jobId, index }), item?.fileName ?? item?.label ?? 'documento');
    },
    [companyId, jobId, save, service, status],
  );

  useEffect(() => {
    if (!companyId || !jobId) return;
    const call = endpointClient(api, service);
    const mine = generation.current;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    const tick = async () => {
      try {
        const next = await call(getReport, { params: { companyId, reportId: jobId } });
        if (stopped || mine !== generation.current) return;
        setStatus(next);
        if (next.state === 'listo') {
          if (autoDownload && next.fileName) await save(endpointHref(service, downloadReport, { companyId, reportId: jobId }), next.fileName);
          setPolling(false);
          return;
        }
        if (next.state === 'error') {
          setError(reports.failed(next.error ?? reports.unexpected));
          setPolling(false);
          return;
        }
        timer = setTimeout(() => void tick(), pollMs);
      } catch (failure) {
        if (stopped || mine !== generation.current) return;
        setError(messageOf(failure));
        setPolling(false);
      }
    };
    timer = setTimeout(() => void tick(), pollMs);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [api, autoDownload, companyId, jobId, pollMs, save, service]);

  const start = useCallback(
    async (body: ReportRequest): Promise<boolean> => {
      if (!companyId) return false;
      generation.current += 1;
      const mine = generation.current;
      setJobId(null);
      setStatus(null);
      setError(null);
      setStarting(true);
      try {
        const created = await endpointClient(api, service)(createReport, { params: { companyId }, body });
        if (mine !== generation.current) return false;
        setPolling(true);
        setJobId(created.id);
        return true;
      } catch (failure) {
        if (mine === generation.current) setError(messageOf(failure));
        return false;
      } finally {
        if (mine === generation.current) setStarting(false);
      }
    },
    [api, companyId, service],
  );

  const reset = useCallback(() => {
    generation.current += 1;
    setJobId(null);
    setStatus(null);
    setError(null);
    setStarting(false);
    setPolling(false);
  }, []);

  return {
    start,
    status,
    progress: status?.progress ?? null,
    running: starting || polling || downloads > 0,
    downloading: downloads > 0,
    error,
    download,
    downloadItem,
    reset,
  };
}
