import { describe, expect, test } from 'vitest';
import { renderMarkdown, summaryOf } from './render-markdown.ts';

/** Every href and src in the HTML, with its character references decoded as a browser would. */
function addresses(html: string): string[] {
  return [...html.matchAll(/\s(?:href|src)="([^"]*)"/gi)].map((match) =>
    match[1]!
      .replace(/&#x([0-9a-f]+);?/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
      .replace(/&#(\d+);?/g, (_, code: string) => String.fromCodePoint(Number(code)))
      .replace(/&colon;/gi, ':')
      .replace(/&amp;/g, '&'),
  );
}

/** The attribute names of every start tag in the HTML, read as a browser would (values are in double quotes). */
function attributeNames(html: string): string[] {
  return [...html.matchAll(/<[a-z][a-z0-9]*((?:\s+[^\s=>"']+(?:="[^"]*")?)*)\s*\/?>/gi)].flatMap((tag) =>
    [...tag[1]!.matchAll(/\s+([^\s=>"']+)(?:="[^"]*")?/g)].map((attribute) => attribute[1]!.toLowerCase()),
  );
}

const ATTACKS = [
  '<script>alert(1)</script>',
  '<SCRIPT src="https://evil.example/x.js"></SCRIPT>',
  '<img src=x onerror=alert(1)>',
  '<img src="x" onerror="alert(1)">',
  '<svg onload=alert(1)>',
  '<a href="javascript:alert(1)">raw link</a>',
  '<iframe src="https://evil.example"></iframe>',
  '[click](javascript:alert(1))',
  '[click](JaVaScRiPt:alert(1))',
  '[click](  javascript:alert(1))',
  '[click](&#106;avascript:alert(1))',
  '[click](javascript&colon;alert(1))',
  '[click](vbscript:msgbox(1))',
  '[click](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)',
  '<javascript:alert(1)>',
  '![pic](javascript:alert(1))',
  '[ref][evil]\n\n[evil]: javascript:alert(1)',
  '`<script>` in code is text',
  '```html\n<script>alert(1)</script>\n```',
  '[x](https://example.com "a\\" onmouseover=\\"alert(1)")',
];

describe('the policy pages are sanitised on output (decision 035)', () => {
  for (const attack of ATTACKS) {
    test(`${JSON.stringify(attack)} reaches the page as harmless text`, () => {
      const html = renderMarkdown(`Before.\n\n${attack}\n\nAfter.`);
      expect(html).not.toMatch(/<script/i);
      expect(html).not.toMatch(/<(?:iframe|svg|img[^>]*onerror)/i);
      expect(attributeNames(html).filter((name) => name.startsWith('on'))).toEqual([]);
      for (const address of addresses(html)) expect(address.trim().toLowerCase()).not.toMatch(/^(?:javascript|vbscript|data:text)/);
      expect(html).toContain('<p>After.</p>');
    });
  }

  test('the text of a refused tag is still shown, escaped', () => {
    expect(renderMarkdown('<script>alert(1)</script>')).toBe('<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>\n');
  });

  test('ordinary Markdown works: headings below the title (a # is an h2), lists, emphasis, safe links, bare emails and tables', () => {
    const html = renderMarkdown(
      '# Big\n\n## Section\n\n### Part\n\n- **one**\n- *two*\n\n[Returns](/returns) and [Stripe](https://stripe.com/privacy), or write to hello@example.com\n\n| a | b |\n|---|---|\n| 1 | 2 |',
    );
    expect(html).toContain('<h2>Big</h2>');
    expect(html).toContain('<h2>Section</h2>');
    expect(html).toContain('<h3>Part</h3>');
    expect(html).not.toContain('<h1>');
    expect(html).toContain('<li><strong>one</strong></li>');
    expect(html).toContain('<a href="/returns">Returns</a>');
    expect(html).toContain('<a href="https://stripe.com/privacy">Stripe</a>');
    expect(html).toContain('<a href="mailto:hello@example.com">hello@example.com</a>');
    expect(html).toContain('<td>1</td>');
  });

  test('an attribute smuggled into a link title stays inside the quoted title', () => {
    const html = renderMarkdown('[x](https://example.com "a\\" onmouseover=\\"alert(1)")');
    expect(attributeNames(html)).toEqual(['href', 'title']);
  });
});

describe('a page summary', () => {
  test("is the first paragraph's text, without Markdown", () => {
    expect(summaryOf('## Heading\n\nWe ship **living** plants, see [our page](/x).\n\nMore.')).toBe('We ship living plants, see our page.');
  });

  test('is cut at a word near 155 characters', () => {
    const summary = summaryOf('word '.repeat(60));
    expect(summary.length).toBeLessThanOrEqual(155);
    expect(summary).toMatch(/word…$/);
  });

  test('is empty for a page without a paragraph', () => {
    expect(summaryOf('')).toBe('');
  });
});
