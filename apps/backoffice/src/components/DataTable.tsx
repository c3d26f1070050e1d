import {
  flexRender,
  getCoreRowModel,
  type PaginationState,
  type TableOptions,
  useReactTable,
} from '@tanstack/react-table';
import { formatInteger } from '../lib/format';

type Props<T> = {
  columns: TableOptions<T>['columns'];
  rows: T[];
  total: number;
  /** 1-based, as the server's pageNumber. */
  page: number;
  pageSize: number;
  onPage(page: number): void;
  loading: boolean;
  empty: string;
  label: string;
};

/**
 * A server-paged grid (TanStack Table in manual mode): the server filters and pages, the table lays
 * out the page it answered and moves between pages.
 */
export function DataTable<T>({
  columns,
  rows,
  total,
  page,
  pageSize,
  onPage,
  loading,
  empty,
  label,
}: Props<T>) {
  const pagination: PaginationState = { pageIndex: page - 1, pageSize };
  const table = useReactTable({
    data: rows,
    columns,
    manualPagination: true,
    rowCount: total,
    state: { pagination },
    onPaginationChange: (updater) => {
      const next = typeof updater === 'function' ? updater(pagination) : updater;
      onPage(next.pageIndex + 1);
    },
    getCoreRowModel: getCoreRowModel(),
  });
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  return (
    <div className="grid" aria-busy={loading}>
      <table aria-label={label}>
        <thead>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((h) => (
                <th key={h.id} scope="col">
                  {flexRender(h.column.columnDef.header, h.getContext())}
                </th>
              ))}
            </tr>
          ))}
        </thead>
        <tbody>
          {table.getRowModel().rows.map((row) => (
            <tr key={row.id}>
              {row.getVisibleCells().map((cell) => (
                <td key={cell.id}>{flexRender(cell.column.columnDef.cell, cell.getContext())}</td>
              ))}
            </tr>
          ))}
          {rows.length === 0 && (
            <tr>
              <td colSpan={columns.length} className="grid-empty">
                {loading ? 'Carregando…' : empty}
              </td>
            </tr>
          )}
        </tbody>
      </table>
      <nav className="pager" aria-label="Paginação">
        <span>
          {formatInteger(first)}–{formatInteger(last)} de {formatInteger(total)}
        </span>
        <button
          type="button"
          className="btn"
          onClick={() => table.previousPage()}
          disabled={!table.getCanPreviousPage()}
        >
          Anterior
        </button>
        <span>
          Página {formatInteger(page)} de {formatInteger(Math.max(1, table.getPageCount()))}
        </span>
        <button
          type="button"
          className="btn"
          onClick={() => table.nextPage()}
          disabled={!table.getCanNextPage()}
        >
          Próxima
        </button>
      </nav>
    </div>
  );
}
