// The local stack's API process (started by dev/lib/api-server.mjs with the functions'
// environment): the `api` function's express app, one process for every request, as production
// runs it. Tells its parent the port once it listens.
import { serveApi } from '../lib/api-host.mjs';

const [port, outfile] = process.argv.slice(2);
const api = await serveApi({ port: Number(port), outfile });
process.send?.({ listening: api.port });
process.on('SIGTERM', () => api.close().then(() => process.exit(0)));
