import { describe, expect, test } from 'vitest';
import { decodeCsvFile, NOT_UTF8, PROBLEMS_COLUMN, refusedRows, refusedRowsCsv } from './catalog-import.ts';

const CSV = 'Handle,Title\nmonstera,Monstera “Thai Constellation” – café\n';
/** Windows-1252's bytes of text that stays within it. */
function windows1252(text: string): Uint8Array {
  const extra: Record<string, number> = { '“': 0x93, '”': 0x94, '–': 0x96, '’': 0x92 };
  return Uint8Array.from([...text].map((char) => extra[char] ?? char.charCodeAt(0)));
}
function utf16(text: string, order: 'le' | 'be', mark = true): Uint8Array {
  const units = [...(mark ? '\uFEFF' : ''), ...text].map((char) => char.charCodeAt(0));
  return Uint8Array.from(units.flatMap((unit) => (order === 'le' ? [unit & 255, unit >> 8] : [unit >> 8, unit & 255])));
}

describe('the bytes of an imported CSV (decision 053)', () => {
  test('UTF-8 is read, with or without its byte-order mark', () => {
    expect(decodeCsvFile(new TextEncoder().encode(CSV))).toEqual({ ok: true, text: CSV });
    expect(decodeCsvFile(Uint8Array.from([0xef, 0xbb, 0xbf, ...new TextEncoder().encode(CSV)]))).toMatchObject({ ok: true });
  });

  test("UTF-16 with its byte-order mark (Excel's Unicode Text) is read, either byte order", () => {
    expect(decodeCsvFile(utf16(CSV, 'le'))).toEqual({ ok: true, text: CSV });
    expect(decodeCsvFile(utf16(CSV, 'be'))).toEqual({ ok: true, text: CSV });
  });

  test('Latin-1 (Windows-1252) is refused, naming it, and never read with U+FFFD in the names', () => {
    expect(decodeCsvFile(windows1252(CSV))).toEqual({ ok: false, message: NOT_UTF8.latin1 });
    expect(decodeCsvFile(windows1252('Handle,Title\nfern,Fougère\n'))).toEqual({ ok: false, message: NOT_UTF8.latin1 });
  });

  test('UTF-16 without its mark and a double-byte encoding are refused with what they look like', () => {
    expect(decodeCsvFile(utf16(CSV, 'le', false))).toEqual({ ok: false, message: NOT_UTF8.utf16 });
    // Shift-JIS: 観葉植物 (houseplant)
    const shiftJis = Uint8Array.from([...new TextEncoder().encode('Handle,Title\nkanyo,'), 0x8a, 0xcf, 0x97, 0x74, 0x90, 0x41, 0x95, 0xa8, 0x0a]);
    expect(decodeCsvFile(shiftJis)).toEqual({ ok: false, message: NOT_UTF8.other });
  });
});

describe('refused rows (docs/product/rules.md)', () => {
  const errors = [
    { row: 4, handle: 'fern', column: 'Status', reason: "Status 'sold' is not active, draft or archived" },
    { row: 4, handle: 'fern', column: 'Variant Price', reason: "Variant Price '1.2.3' is not an amount in dollars" },
    { row: 2, handle: '', column: 'Handle', reason: 'The row has no handle and no title' },
    { row: 4, handle: 'fern', column: 'Variant Inventory Qty', reason: "Inventory quantity 'many' is not a whole number" },
  ];

  test('a row with three problems reports all three under its row, rows in file order', () => {
    expect(refusedRows(errors)).toEqual([
      { row: 2, handle: '', problems: [{ column: 'Handle', reason: 'The row has no handle and no title' }] },
      {
        row: 4,
        handle: 'fern',
        problems: [
          { column: 'Status', reason: "Status 'sold' is not active, draft or archived" },
          { column: 'Variant Price', reason: "Variant Price '1.2.3' is not an amount in dollars" },
          { column: 'Variant Inventory Qty', reason: "Inventory quantity 'many' is not a whole number" },
        ],
      },
    ]);
  });

  test("the download: the file's header and rows as they were, a Problems column last, cells written with the shop's CSV rules", () => {
    const csv = refusedRowsCsv({
      rejected: refusedRows(errors),
      leftOut: {
        header: ['Handle', 'Title', 'Body (HTML)', 'Variant Price'],
        rows: [
          { row: 2, handle: '', cells: ['', '', '@once', '-5'] },
          { row: 3, handle: 'fern', cells: ['fern', 'Fern', 'Says "hi",\nthen\r\nmore', '12'] },
          { row: 4, handle: 'fern', cells: ['fern', "'=already escaped", '+1', '1.2.3', 'an extra cell'] },
        ],
      },
    });
    expect(csv.split('\n')).toEqual([
      `Handle,Title,Body (HTML),Variant Price,,${PROBLEMS_COLUMN}`,
      ",,'@once,-5,,The row has no handle and no title",
      'fern,Fern,"Says ""hi"",',
      'then\r',
      'more",12,,Left out with its product: mend row 4 and import again',
      `fern,'=already escaped,'+1,1.2.3,an extra cell,"Status 'sold' is not active, draft or archived; Variant Price '1.2.3' is not an amount in dollars; Inventory quantity 'many' is not a whole number"`,
      '',
    ]);
  });

  test('a download checked again gets one Problems column, the new one', () => {
    const csv = refusedRowsCsv({
      rejected: [{ row: 2, handle: 'fern', problems: [{ column: 'Variant Price', reason: 'Variant Price is missing' }] }],
      leftOut: {
        header: ['Handle', 'Problems', 'Variant Price'],
        rows: [{ row: 2, handle: 'fern', cells: ['fern', 'an old problem', ''] }],
      },
    });
    expect(csv).toBe('Handle,Variant Price,Problems\nfern,,Variant Price is missing\n');
  });

  test('nothing refused, the download is its header alone', () => {
    expect(refusedRowsCsv({ rejected: [], leftOut: { header: ['Handle', 'Title'], rows: [] } })).toBe('Handle,Title,Problems\n');
  });
});
