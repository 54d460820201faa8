// pdf.js ships no types for its worker module; the parser only hands it to pdf.js (text/pdf.ts).
declare module 'pdfjs-dist/legacy/build/pdf.worker.mjs' {
  export const WorkerMessageHandler: unknown;
}
