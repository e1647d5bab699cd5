export interface Page {
  status: number;
  body: Buffer;
  /** Weak, from the bytes: the same page gets the same ETag on every instance. */
  etag: string;
}

const MAX_PAGES = 2000;
const MAX_BYTES = 64 * 1024 * 1024;

/**
 * Rendered pages by address, for one version of the catalogue: a page is rendered once however many
 * ask for it at the same moment, and all are dropped when the catalogue's version changes (any product,
 * price or stock change, heard by every instance through the catalogue's change events).
 */
export class PageCache {
  private version = -1;
  private readonly pages = new Map<string, Page>();
  private readonly rendering = new Map<string, Promise<Page>>();
  private bytes = 0;

  get size(): number {
    return this.pages.size;
  }

  async get(address: string, version: number, render: () => Promise<Page>): Promise<Page> {
    // Versions only grow: a reader holding an older catalogue than the cache's gets its page uncached.
    if (version < this.version) return render();
    if (version !== this.version) this.reset(version);
    const kept = this.pages.get(address);
    if (kept) return kept;
    const under = this.rendering.get(address);
    if (under) return under;
    const rendered = render().then((page) => {
      if (this.version === version) this.keep(address, page);
      return page;
    });
    this.rendering.set(address, rendered);
    const done = () => {
      if (this.rendering.get(address) === rendered) this.rendering.delete(address);
    };
    rendered.then(done, done);
    return rendered;
  }

  private reset(version: number): void {
    this.version = version;
    this.pages.clear();
    this.rendering.clear();
    this.bytes = 0;
  }

  private keep(address: string, page: Page): void {
    // The oldest go first (a Map keeps insertion order).
    while (
      this.pages.size >= MAX_PAGES ||
      (this.pages.size > 0 && this.bytes + page.body.length > MAX_BYTES)
    ) {
      const [oldest, dropped] = this.pages.entries().next().value!;
      this.pages.delete(oldest);
      this.bytes -= dropped.body.length;
    }
    this.pages.set(address, page);
    this.bytes += page.body.length;
  }
}
