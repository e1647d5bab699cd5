// The parts of autocannon 9 the bench uses (the package ships no types).
declare module 'autocannon' {
  export interface Request {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string | Buffer;
    setupRequest?: (request: Request, context: Record<string, unknown>) => Request | null | undefined;
    onResponse?: (status: number, body: string, context: Record<string, unknown>, headers: Record<string, string>) => void;
  }
  /** One connection's client, as `setupClient` receives it: an event emitter. */
  export interface Client {
    on(event: 'response' | 'timeout', listener: () => void): void;
  }
  export interface Options {
    url: string;
    setupClient?: (client: Client) => void;
    connections?: number;
    duration?: number;
    amount?: number;
    pipelining?: number;
    timeout?: number;
    method?: string;
    headers?: Record<string, string>;
    body?: string | Buffer;
    requests?: Request[];
    warmup?: { connections?: number; duration?: number };
    renderProgressBar?: boolean;
    renderResultsTable?: boolean;
    renderLatencyTable?: boolean;
  }
  export interface Histogram {
    average: number;
    mean: number;
    stddev: number;
    min: number;
    max: number;
    total: number;
    p50: number;
    p90: number;
    p97_5: number;
    p99: number;
  }
  export interface Result {
    requests: Histogram & { sent: number };
    latency: Histogram;
    throughput: Histogram;
    errors: number;
    timeouts: number;
    non2xx: number;
    '2xx': number;
    duration: number;
    statusCodeStats: Record<string, { count: number }>;
  }
  interface Instance extends PromiseLike<Result> {
    stop(): void;
  }
  function autocannon(options: Options): Instance;
  export default autocannon;
}
