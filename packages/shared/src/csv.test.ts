import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { csvLine, fromSpreadsheetCell, spreadsheetCell } from './csv.ts';

describe('a CSV cell a spreadsheet cannot run', () => {
  test('a cell starting with =, +, -, @, a tab or a carriage return gets a leading quote', () => {
    for (const cell of ['=HYPERLINK("http://evil.test","Click")', '+1+cmd|/c calc', '-2+3', '@SUM(A1:A2)', '\t=1', '\r=1'])
      expect(spreadsheetCell(cell)).toBe(`'${cell}`);
    expect(spreadsheetCell("'=1")).toBe("''=1");
  });

  test('plain numbers, negative amounts included, and ordinary text stay as they are', () => {
    for (const cell of ['-12.50', '-3', '0', '24.99', 'Monstera deliciosa', "O'Brien's fern", '', 'a=b'])
      expect(spreadsheetCell(cell)).toBe(cell);
    expect(spreadsheetCell(-1250)).toBe('-1250');
  });

  test('reading a cell back gives exactly what was written, whatever the text', () => {
    fc.assert(fc.property(fc.string(), (text) => fromSpreadsheetCell(spreadsheetCell(text)) === text));
    for (const text of ["'=1", "''+x", '-', '@', "'", "'-12.50"]) expect(fromSpreadsheetCell(spreadsheetCell(text))).toBe(text);
  });
});

describe('a CSV line', () => {
  test('a cell with a comma, a quote or a line break is quoted with its quotes doubled; others stay bare', () => {
    expect(csvLine(['plain', 'a,b', 'say "hi"', 'two\nlines', 'cr\r', ''])).toBe('plain,"a,b","say ""hi""","two\nlines","cr\r",');
  });
});
