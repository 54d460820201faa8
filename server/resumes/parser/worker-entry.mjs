// The worker thread's entry, in plain JavaScript so Node starts it without a loader. The server
// runs under tsx and the tests under vitest, and on Node 20 neither's TypeScript loader reaches a
// worker thread (`execArgv: ['--import', 'tsx']` runs tsx in the worker, yet the worker's own .ts
// entry is still refused), so the thread registers tsx itself.
//
// The libraries are imported natively first: through tsx's hooks pdf.js alone takes four times as
// long to load (1.7 s against 0.45 s on a busy two-core machine). Once in the module cache, the
// TypeScript files' imports of them resolve to the same modules without loading them again. A
// thread serves files of every type (worker-pool.ts), so it loads them all, once.
import 'pdfjs-dist/legacy/build/pdf.mjs';
import 'pdfjs-dist/legacy/build/pdf.worker.mjs';
import 'mammoth';
import 'word-extractor';
import 'fflate';
import { register } from 'tsx/esm/api';

register();
await import('./worker.ts');
