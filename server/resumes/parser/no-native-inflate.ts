// The parser's worker thread inflates PDF streams in JavaScript, never through Node's zlib. pdf.js
// inflates a FlateDecode stream with the web DecompressionStream when there is one; a thread the
// pool stops mid-parse (out of memory, or past its time: the file that inflates to a gigabyte)
// could be stopped while such a stream was being set up, and Node 22 then aborted the whole
// process as the thread was torn down ("CompressionStream::Close: close before init", seen in the
// gate on hostile.test.ts): a hostile upload could take the server down, not only its thread.
// Without DecompressionStream, pdf.js uses its own inflate (it falls back when the constructor
// throws), which the thread's memory limit bounds like any other JavaScript. Only this thread's
// global is touched.
delete (globalThis as { DecompressionStream?: unknown }).DecompressionStream;

export {};
