import { useState } from 'react';

import type { DataTableProps } from './components/DataTable.tsx';
import { useRemoteData } from './use-remote-data.ts';

/** What a paginated call answers (`{items, total, …}`; extra fields such as the users' `usage` stay on `data`). */
export interface PagedAnswer<T> {
  items: T[];
  total: number;
}

type Row<P extends PagedAnswer<unknown>> = P['items'][number];

/** The props of `DataTable` that come from the list: spread them next to `columns` and `rowKey`. */
export type PagedTableProps<T> = Pick<DataTableProps<T>, 'rows' | 'total' | 'page' | 'pageSize' | 'loading' | 'onPageChange' | 'onPageSizeChange'>;

export interface PagedList<P extends PagedAnswer<unknown>> {
  data: P | null;
  error: string | null;
  loading: boolean;
  /** Loads the current page again (after a change). */
  reload: () => void;
  /** Back to the first page (e.g. when a filter changes). */
  firstPage: () => void;
  table: PagedTableProps<Row<P>>;
}

const PAGE_SIZE_KEY = 'insp.pageSize.';

function rememberedPageSize(table: string | undefined, fallback: number): number {
  if (!table) return fallback;
  try {
    const stored = Number(globalThis.localStorage?.getItem(PAGE_SIZE_KEY + table));
    return Number.isInteger(stored) && stored > 0 && stored <= 100 ? stored : fallback;
  } catch {
    return fallback;
  }
}

function rememberPageSize(table: string | undefined, size: number): void {
  if (!table) return;
  try {
    globalThis.localStorage?.setItem(PAGE_SIZE_KEY + table, String(size));
  } catch {
    // storage unavailable: the choice lasts while the table is shown
  }
}

export interface PagedListOptions {
  /** Remembers the chosen rows-per-page on this browser under this table name (e.g. 'empresas'). */
  rememberAs?: string;
  /**
   * The record the list belongs to (e.g. the company whose users it lists), when `key` also holds
   * filters: another search or sort of the same record keeps its rows on screen while loading,
   * another record shows loading, never the previous record's rows. Default: `key` itself.
   */
  record?: string;
}

/**
 * A server-paginated list: page, page size and reload state, the call through `useRemoteData`, and the
 * table props (a new page size goes back to the first page). `key` names everything `load` depends
 * on besides page and page size.
 */
export function usePagedList<P extends PagedAnswer<unknown>>(
  key: string,
  load: (page: number, pageSize: number) => Promise<P>,
  initialPageSize = 10,
  options: PagedListOptions = {},
): PagedList<P> {
  const { rememberAs, record = key } = options;
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState(() => rememberedPageSize(rememberAs, initialPageSize));
  const [version, setVersion] = useState(0);
  // another page, page size or a reload keeps the rows on screen while loading; another record does not
  const { data, error, loading } = useRemoteData(`${key}:${page}:${pageSize}:${version}`, () => load(page, pageSize), record);
  return {
    data,
    error,
    loading,
    reload: () => setVersion((v) => v + 1),
    firstPage: () => setPage(0),
    table: {
      rows: (data?.items ?? []) as Row<P>[],
      total: data?.total ?? 0,
      page,
      pageSize,
      loading,
      onPageChange: setPage,
      onPageSizeChange: (size) => {
        rememberPageSize(rememberAs, size);
        setPageSize(size);
        setPage(0);
      },
    },
  };
}
