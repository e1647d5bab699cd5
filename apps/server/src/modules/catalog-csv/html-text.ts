import { parseDocument } from 'htmlparser2';

type Node = ReturnType<typeof parseDocument>['children'][number];

/** Elements that end a paragraph of the shop's descriptions (which are plain text, paragraphs split by blank lines). */
const BLOCKS = new Set([
  'p',
  'div',
  'section',
  'article',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'ul',
  'ol',
  'li',
  'table',
  'tr',
  'blockquote',
  'pre',
  'header',
  'footer',
]);
/** Elements whose content is never text for people. */
const DROPPED = new Set([
  'script',
  'style',
  'noscript',
  'template',
  'iframe',
  'object',
  'svg',
  'head',
  'title',
]);

/**
 * A Shopify Body (HTML) as the shop keeps a description (decision 040): plain text, paragraphs split by a
 * blank line, list items on lines of their own starting with '• '. Nothing of the markup survives, so no
 * script, link or style can reach a page; the page shows the text as text. htmlparser2 reads the HTML
 * (unclosed tags, entities) as a browser would.
 */
export function htmlToText(html: string): string {
  const paragraphs: string[] = [];
  let line = '';
  const lines: string[] = [];
  const endLine = () => {
    const text = line.replace(/[ \t\f\v\u00a0]+/g, ' ').trim();
    if (text) lines.push(text);
    line = '';
  };
  const endParagraph = () => {
    endLine();
    if (lines.length > 0) paragraphs.push(lines.join('\n'));
    lines.length = 0;
  };
  const walk = (nodes: readonly Node[]) => {
    for (const node of nodes) {
      if (node.type === 'text') {
        line += node.data.replace(/\s+/g, ' ');
      } else if (node.type === 'tag' || node.type === 'script' || node.type === 'style') {
        const name = node.name.toLowerCase();
        if (DROPPED.has(name)) continue;
        if (name === 'br') {
          endLine();
          continue;
        }
        if (name === 'li') {
          endLine();
          line = '• ';
          walk(node.children as Node[]);
          endLine();
          continue;
        }
        const block = BLOCKS.has(name);
        if (block && name !== 'li') endParagraph();
        walk(node.children as Node[]);
        if (block) endParagraph();
      } else if ('children' in node) {
        walk(node.children as Node[]);
      }
    }
  };
  walk(parseDocument(html, { decodeEntities: true }).children);
  endParagraph();
  return paragraphs.join('\n\n');
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The shop's plain-text description as Body (HTML): one <p> a paragraph, <br> between its lines. htmlToText reads it back unchanged. */
export function textToHtml(text: string): string {
  return text
    .split(/\n{2,}/)
    .filter((paragraph) => paragraph.trim() !== '')
    .map((paragraph) => `<p>${paragraph.split('\n').map(escapeHtml).join('<br>')}</p>`)
    .join('');
}
