/**
 * A server that cannot take its port says so in one sentence (which port, what to do) instead of
 * Node's `EADDRINUSE` stack. Used by `npm run preview`, `npm run api` and `npm start`.
 */
import type { Server } from 'node:net';

/** How the user picks another port for this command, e.g. '--port <port>'. */
export interface PortHint {
  /** What wanted the port: 'the preview', 'the edge API'. */
  what: string;
  /** The option that changes it: '--port <port>'. */
  option: string;
}

/**
 * The sentence for a listen error, or null when the error is not about the port (then it is a bug
 * to show in full). Covers a port in use (EADDRINUSE) and one this user may not open (EACCES).
 */
export function portErrorSentence(err: unknown, port: number, host: string, hint: PortHint): string | null {
  const code = (err as NodeJS.ErrnoException | null)?.code;
  if (code === 'EADDRINUSE') {
    return `Port ${port} on ${host} is already in use (is ${hint.what} already running, or another program?): stop that program or choose another port with ${hint.option}.`;
  }
  if (code === 'EACCES')
    return `Port ${port} on ${host} needs more privileges than ${hint.what} has: choose a port above 1023 with ${hint.option}.`;
  return null;
}

/**
 * Listens on `port`/`host`; resolves once listening. A busy or forbidden port prints the sentence and
 * exits the process with code 1; any other error rejects.
 */
export function listenOrExit(server: Server, port: number, host: string, hint: PortHint): Promise<void> {
  return new Promise((resolve, reject) => {
    const onError = (err: Error) => {
      const sentence = portErrorSentence(err, port, host, hint);
      if (!sentence) return reject(err);
      console.error(sentence);
      process.exit(1);
    };
    server.once('error', onError);
    server.listen(port, host, () => {
      server.off('error', onError);
      resolve();
    });
  });
}
