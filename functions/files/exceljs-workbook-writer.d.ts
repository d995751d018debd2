/**
 * Types for the deep import in xlsx.ts: exceljs's streaming writer is the class its public
 * `stream.xlsx.WorkbookWriter` exposes.
 */
declare module 'exceljs/lib/stream/xlsx/workbook-writer.js' {
  import type { stream } from 'exceljs';

  const WorkbookWriter: typeof stream.xlsx.WorkbookWriter;
  export default WorkbookWriter;
}
