import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { render, screen } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { Alert } from './alert.tsx';

const src = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(tsx?|css)$/.test(entry.name) ? [full] : [];
  });
}

describe('what went wrong is said one way', () => {
  test('an alert is announced as it appears, in the alert colour, with the spacing a screen adds', () => {
    render(
      <Alert tone="box" className="mt-2">
        That ZIP code is not in Nevada
      </Alert>,
    );
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe('That ZIP code is not in Nevada');
    expect(alert.className).toContain('text-alert');
    expect(alert.className).toContain('mt-2');
  });

  test('the alert colour is named once, in index.css; screens use its name', () => {
    const written = sourceFiles(src)
      .filter((file) => !file.endsWith(`${path.sep}index.css`) && !file.endsWith('alert.test.tsx'))
      .filter((file) => /#8c4f2e/i.test(readFileSync(file, 'utf8')))
      .map((file) => path.relative(src, file));
    expect(written).toEqual([]);
    expect(readFileSync(path.join(src, 'index.css'), 'utf8')).toMatch(/--color-alert: #8c4f2e;/);
  });
});
