// Fails early, naming the port, when something else already listens where the stack wants to.
import net from 'node:net';

function isFree(port) {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.once('listening', () => server.close(() => resolve(true)));
    server.listen(port, '127.0.0.1');
  });
}

export class PortInUseError extends Error {}

/** @param {[number, string][]} ports pairs of port and the role it plays */
export async function assertPortsFree(ports) {
  const taken = [];
  for (const [port, role] of ports) {
    if (!(await isFree(port))) taken.push(`${port} (${role})`);
  }
  if (taken.length > 0) {
    throw new PortInUseError(
      `Porta em uso: ${taken.join(', ')}. Feche o programa que a usa ` +
        `(por exemplo: lsof -i :${taken[0].split(' ')[0]}) ou escolha outra base com GN_BASE_PORT.`,
    );
  }
}
