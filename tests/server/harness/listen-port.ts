/** A port for a server a test or bench starts, chosen by the parent before the child listens.
 *
 * Drawn below 32768, where no mainstream kernel hands out the ephemeral ports of outgoing
 * connections (Linux starts at 32768, macOS and Windows at 49152). Above it a port can already
 * be held by a client socket — a load test's hundreds of them — and the server fails with
 * EADDRINUSE, as a soak run in CI once did. */
export function pickListenPort(): number {
  const first = 20000;
  const firstEphemeral = 32768;
  return first + Math.floor(Math.random() * (firstEphemeral - first));
}
