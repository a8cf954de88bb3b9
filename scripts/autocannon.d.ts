/** The part of autocannon's API that `scripts/load.ts` uses (the package ships no types). */
declare module "autocannon" {
  export type Options = {
    url: string;
    connections?: number;
    amount?: number;
    timeout?: number;
    headers?: Record<string, string>;
  };
  export type Result = {
    requests: { average: number; total: number };
    duration: number;
    errors: number;
    timeouts: number;
    non2xx: number;
  };
  export type Instance = PromiseLike<Result> & {
    on(
      event: "response",
      listener: (client: unknown, statusCode: number, bytes: number, ms: number) => void,
    ): Instance;
  };
  export default function autocannon(options: Options): Instance;
}
