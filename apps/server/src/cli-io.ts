/** What the commands at the machine read and write: the environment, standard input and two output lines. */
export interface CliIo {
  env: NodeJS.ProcessEnv;
  /** The password, when --password-stdin is given: the first line of standard input. */
  readStdin: () => Promise<string>;
  out: (line: string) => void;
  err: (line: string) => void;
}
