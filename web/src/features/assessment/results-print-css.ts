/**
 * The results printed (or saved as PDF) alone: no site header, footer, page hero or toasts (forms
 * and buttons carry `print:hidden`); bars keep their colours.
 */
export const PRINT_CSS = `@media print {
  header, footer, main > :not(:has(#results-title)), [role="region"][aria-label^="Notifications"] { display: none !important; }
  [role="progressbar"], [role="progressbar"] > *, .print-bar { print-color-adjust: exact; -webkit-print-color-adjust: exact; }
  .print-keep, li { break-inside: avoid; }
}`;
