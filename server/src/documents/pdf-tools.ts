// Poppler's command-line tools, for the tests that read the PDFs back: the text (pdftotext) and a
// page as a picture (pdftoppm). A machine without them fails those tests with this message rather
// than passing them unread (CI installs poppler-utils, .ci/run).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

function run(tool: string, args: string[]) {
  const result = spawnSync(tool, args, { encoding: 'utf8' });
  if (result.error && (result.error as NodeJS.ErrnoException).code === 'ENOENT') {
    throw new Error(`${tool} is missing: install poppler-utils (Debian: apt-get install poppler-utils) to read the documents back`);
  }
  if (result.status !== 0) throw new Error(`${tool} failed: ${result.stderr}`);
  return result.stdout;
}

/** The PDF's text, one string per page. */
export function pdfPages(pdf: Buffer): string[] {
  const dir = mkdtempSync(join(tmpdir(), 'pdf-text-'));
  try {
    const file = join(dir, 'document.pdf');
    writeFileSync(file, pdf);
    return run('pdftotext', ['-enc', 'UTF-8', file, '-']).split('\f').slice(0, -1);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Page `page` as a PNG at `dpi`, written to `out` (for a person to look at). */
export function pageAsPng(pdf: Buffer, page: number, out: string, dpi = 80) {
  const dir = mkdtempSync(join(tmpdir(), 'pdf-page-'));
  try {
    const file = join(dir, 'document.pdf');
    writeFileSync(file, pdf);
    run('pdftoppm', ['-png', '-r', String(dpi), '-f', String(page), '-l', String(page), '-singlefile', file, join(dir, 'page')]);
    writeFileSync(out, readFileSync(join(dir, 'page.png')));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
