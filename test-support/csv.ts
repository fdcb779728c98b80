/**
 * The one strict RFC 4180 reader of the tests (server tests and e2e journeys both import it): it
 * reads back what the leads export wrote and throws on anything a conforming writer would not
 * produce (a bare quote inside a field, a lone CR or LF as a line end, an unterminated quoted
 * field, text after a closing quote), so a sloppy writer cannot pass by luck.
 */
export function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  let i = 0;
  const endField = () => {
    record.push(field);
    field = '';
    quoted = false;
  };
  while (i < text.length) {
    const c = text[i];
    if (c === '"' && field === '') {
      // A quoted field: runs to the next quote that is not doubled.
      i += 1;
      for (;;) {
        if (i >= text.length) throw new Error('unterminated quoted field');
        if (text[i] === '"') {
          if (text[i + 1] === '"') {
            field += '"';
            i += 2;
            continue;
          }
          i += 1;
          break;
        }
        field += text[i];
        i += 1;
      }
      const next = text[i];
      if (next !== undefined && next !== ',' && next !== '\r') {
        throw new Error(`text after a closing quote at ${i}`);
      }
      // The comma, CRLF or end of text that follows ends the field (even an empty quoted one).
      quoted = true;
      continue;
    }
    if (c === ',') {
      endField();
      i += 1;
    } else if (c === '\r') {
      if (text[i + 1] !== '\n') throw new Error(`CR without LF at ${i}`);
      endField();
      records.push(record);
      record = [];
      i += 2;
    } else if (c === '\n') {
      throw new Error(`LF without CR at ${i}`);
    } else if (c === '"') {
      throw new Error(`quote inside an unquoted field at ${i}`);
    } else {
      field += c;
      i += 1;
    }
  }
  if (field !== '' || quoted || record.length > 0) {
    endField();
    records.push(record);
  }
  return records;
}
