// axe-core in the page under test: the serious and critical violations it finds, as readable lines.
// The one runner of the journeys' accessibility checks: the storefront's, the admin's and getting in.
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';

const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
/** Where the page fetches axe: the shop's own origin, which its Content-Security-Policy allows. */
const AXE_URL = '/__e2e/axe.min.js';
/** WCAG 2.0 and 2.1, A and AA, and axe's best practices: the storefront's checks. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

export interface AxeScope {
  /** CSS selectors of the parts to check; the whole document when absent. */
  include?: string[];
  /** 'wcag': the tags above; 'axe-defaults': every rule axe turns on by itself (the admin's checks). */
  rules?: 'wcag' | 'axe-defaults';
}

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: unknown[] }[];
}

/**
 * Puts axe in the page once, served from the shop's origin rather than inlined, so a journey can run under
 * the shop's real policy (`bypassCSP` is not needed).
 */
async function loadAxe(page: Page): Promise<void> {
  if (await page.evaluate(() => 'axe' in window)) return;
  await page.route(`**${AXE_URL}`, (route) => route.fulfill({ path: axePath, contentType: 'text/javascript' }));
  await page.addScriptTag({ url: AXE_URL });
}

export async function seriousViolations(page: Page, { include, rules = 'wcag' }: AxeScope = {}): Promise<string[]> {
  await loadAxe(page);
  const violations = await page.evaluate(
    async ({ include, tags }) => {
      const axe = (
        window as unknown as {
          axe: { run: (context: object, options: object) => Promise<{ violations: AxeViolation[] }> };
        }
      ).axe;
      const result = await axe.run(include ? { include } : document, {
        resultTypes: ['violations'],
        ...(tags && { runOnly: { type: 'tag', values: tags } }),
      });
      return result.violations.map(({ id, impact, help, nodes }) => ({
        id,
        impact,
        help,
        nodes: nodes.map(({ target }) => ({ target })),
      }));
    },
    { include: include ?? null, tags: rules === 'wcag' ? WCAG_TAGS : null },
  );
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) => `${v.id} (${v.impact}): ${v.help} at ${v.nodes.map((n) => JSON.stringify(n.target)).join(', ')}`,
    );
}
