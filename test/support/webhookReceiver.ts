// A webhook receiver on a loopback port for the API suites: records what arrives (with the path it
// came to, so one receiver serves several endpoints), answers `status` (or is down when stopped).
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export type Received = {
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
  event: { type: string; timestamp: string; data: any };
};

export class Receiver {
  readonly received: Received[] = [];
  status = 200;
  private server: Server | null = null;
  port = 0;

  async start(port = 0) {
    this.server = createServer((request, response) => {
      let body = '';
      request.setEncoding('utf8');
      request.on('data', (chunk: string) => (body += chunk));
      request.on('end', () => {
        if (this.status < 300)
          this.received.push({
            path: (request.url ?? '/').slice(1),
            headers: request.headers,
            body,
            event: JSON.parse(body),
          });
        response.writeHead(this.status).end(this.status < 300 ? 'ok' : 'broken');
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(port, '127.0.0.1', resolve));
    this.port = (this.server.address() as AddressInfo).port;
  }

  async stop() {
    const server = this.server;
    this.server = null;
    server?.closeAllConnections();
    await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  }

  /** The endpoint's address; `path` names one of several endpoints on this receiver. */
  urlOf(path = 'hooks') {
    return `http://127.0.0.1:${this.port}/${path}`;
  }

  get url() {
    return this.urlOf();
  }

  of(type: string) {
    return this.received.filter((entry) => entry.event.type === type);
  }
}
