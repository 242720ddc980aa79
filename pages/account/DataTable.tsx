// A small paginated table with the site's table defaults: 10 rows per page, with 10, 25, 50, 100 and
// all to choose from, and its generic texts ("Rows per page:", "No data available"). On a phone each row is stacked,
// every cell under its column's name (styles/tables.css), so no column is cut off.
import { type ReactNode, useId, useState } from 'react'

export const rowsPerPageOptions = [10, 25, 50, 100, 0] as const
const all = 0

export interface Column<Row> {
  header: string
  cell: (row: Row) => ReactNode
  numeric?: boolean
}

export function DataTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
}: {
  caption: string
  columns: Column<Row>[]
  rows: Row[]
  rowKey: (row: Row) => string
}) {
  const id = useId()
  const [perPage, setPerPage] = useState<number>(rowsPerPageOptions[0])
  const [page, setPage] = useState(0)
  const size = perPage === all ? Math.max(rows.length, 1) : perPage
  const pages = Math.max(1, Math.ceil(rows.length / size))
  const current = Math.min(page, pages - 1)
  const shown = rows.slice(current * size, current * size + size)
  return (
    <div className="data-table">
      <table>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c.header} scope="col" className={c.numeric ? 'numeric' : undefined}>
                {c.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {shown.length === 0 ? (
            <tr>
              <td colSpan={columns.length}>No data available</td>
            </tr>
          ) : (
            shown.map((row) => (
              <tr key={rowKey(row)}>
                {columns.map((c) => (
                  <td key={c.header} className={c.numeric ? 'numeric' : undefined} data-label={c.header}>
                    {c.cell(row)}
                  </td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </table>
      <div className="data-table-footer">
        <label htmlFor={`${id}-rows`}>Rows per page:</label>
        <select
          id={`${id}-rows`}
          value={perPage}
          onChange={(e) => {
            setPerPage(Number(e.target.value))
            setPage(0)
          }}
        >
          {rowsPerPageOptions.map((n) => (
            <option key={n} value={n}>
              {n === all ? 'All' : n}
            </option>
          ))}
        </select>
        <span>
          {rows.length === 0 ? 0 : current * size + 1}–{Math.min(rows.length, (current + 1) * size)} of {rows.length}
        </span>
        <button type="button" className="button secondary" onClick={() => setPage(current - 1)} disabled={current === 0}>
          Previous <span className="visually-hidden">page</span>
        </button>
        <button type="button" className="button secondary" onClick={() => setPage(current + 1)} disabled={current >= pages - 1}>
          Next <span className="visually-hidden">page</span>
        </button>
      </div>
    </div>
  )
}
