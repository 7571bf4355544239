/** A tide table's buttons, off paper: print the page, or download the table as CSV. */
export function TableActions({
  span,
  download,
}: {
  /** What the table covers, as the print button names it: 'Print this month'. */
  span: 'month' | 'year';
  download: () => void;
}) {
  return (
    <div className="month-actions no-print">
      <button type="button" className="button button-primary" onClick={() => window.print()}>
        {`Print this ${span}`}
      </button>
      <button type="button" className="button button-outline" onClick={download}>
        Download CSV
      </button>
    </div>
  );
}
