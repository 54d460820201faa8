// Hands a text to the browser as a file download.
import { saveBlob } from '@/lib/dom/save-file';

export function downloadText(text: string, filename: string, type = 'text/csv;charset=utf-8'): void {
  saveBlob(new Blob([text], { type }), filename);
}
