/**
 * A strict RFC 4180 reader for the export journey: CRLF record ends, quoted fields with doubled
 * quotes. It throws on what a conforming writer never produces (a bare quote, a lone LF, an
 * unterminated quote), so a sloppy export cannot pass by luck. (The server keeps its own copy for
 * its tests; e2e may not import server/.)
 */
export function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let i = 0;
  const atRecordEnd = () => text[i] === '\r' && text[i + 1] === '\n';
  while (i < text.length) {
    let field = '';
    if (text[i] === '"') {
      i += 1;
      for (;;) {
        if (i >= text.length) throw new Error('unterminated quoted field');
        if (text[i] === '"' && text[i + 1] === '"') {
          field += '"';
          i += 2;
        } else if (text[i] === '"') {
          i += 1;
          break;
        } else {
          field += text[i];
          i += 1;
        }
      }
    } else {
      while (i < text.length && text[i] !== ',' && text[i] !== '\r') {
        if (text[i] === '"' || text[i] === '\n') throw new Error(`bare quote or LF at ${i}`);
        field += text[i];
        i += 1;
      }
    }
    record.push(field);
    if (text[i] === ',') {
      i += 1;
    } else if (atRecordEnd()) {
      records.push(record);
      record = [];
      i += 2;
    } else if (i < text.length) {
      throw new Error(`unexpected character after a field at ${i}`);
    }
  }
  if (record.length > 0) records.push(record);
  return records;
}
