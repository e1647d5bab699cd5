import MarkdownIt from 'markdown-it';

/**
 * The owner's Markdown as HTML (decision 035). Raw HTML is off, so `<script>` or an `onerror=` attribute
 * is shown as text, never as markup; links and pictures pass markdown-it's validateLink, which refuses
 * `javascript:`, `vbscript:`, `file:` and `data:` (but for pictures' data:image/gif|png|jpeg|webp).
 * Bare addresses and emails become links through the same check. The page's title is its only `<h1>`:
 * a Markdown `#` heading is an `<h2>`, like `##`.
 */
const markdown = new MarkdownIt({ html: false, linkify: true, typographer: false });

markdown.core.ruler.push('headings_below_title', (state) => {
  for (const token of state.tokens) {
    if ((token.type === 'heading_open' || token.type === 'heading_close') && token.tag === 'h1') token.tag = 'h2';
  }
});

export function renderMarkdown(body: string): string {
  return markdown.render(body);
}

/** Up to 155 characters of the first paragraph's text, cut at a word: the page's description for search results. */
export function summaryOf(body: string): string {
  const tokens = markdown.parse(body, {});
  const start = tokens.findIndex((token) => token.type === 'paragraph_open');
  const inline = start >= 0 ? tokens[start + 1] : undefined;
  const text = (inline?.children ?? [])
    .map((child) => (child.type === 'text' || child.type === 'code_inline' ? child.content : child.type === 'softbreak' ? ' ' : ''))
    .join('')
    .replace(/\s+/g, ' ')
    .trim();
  if (text.length <= 155) return text;
  return `${text.slice(0, 154).replace(/\s+\S*$/, '')}…`;
}
