import type { Server } from 'node:http';
import type { Socket } from 'node:net';

/**
 * Owns the listening socket so the backend can "crash": stop listening and
 * drop every connection (clients see resets, then refusals), and come back
 * on the same port.
 */
export class Listener {
  private readonly sockets = new Set<Socket>();
  private restartTimer: NodeJS.Timeout | undefined;
  private listening = false;
  private closed = false;
  private generation = 0;
  port = 0;

  constructor(
    private readonly server: Server,
    private readonly host: string,
  ) {
    server.on('connection', (socket) => {
      this.sockets.add(socket);
      socket.on('close', () => this.sockets.delete(socket));
    });
  }

  get isListening(): boolean {
    return this.listening;
  }

  async listen(port: number): Promise<number> {
    for (let attempt = 0; ; attempt++) {
      try {
        await new Promise<void>((resolve, reject) => {
          const onError = (error: Error) => reject(error);
          this.server.once('error', onError);
          this.server.listen(port, this.host, () => {
            this.server.off('error', onError);
            resolve();
          });
        });
        break;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE' || port === 0 || attempt >= 50) throw error;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    }
    const address = this.server.address();
    this.port = typeof address === 'object' && address ? address.port : port;
    this.listening = true;
    return this.port;
  }

  private async stop(): Promise<void> {
    clearTimeout(this.restartTimer);
    this.restartTimer = undefined;
    if (!this.listening) return;
    this.listening = false;
    const closed = new Promise<void>((resolve) => this.server.close(() => resolve()));
    for (const socket of this.sockets) socket.destroy();
    await closed;
  }

  /** Explicit down/up win over a pending automatic restart. */
  async down(): Promise<void> {
    this.generation++;
    await this.stop();
  }

  async up(): Promise<void> {
    this.generation++;
    clearTimeout(this.restartTimer);
    this.restartTimer = undefined;
    if (this.listening || this.closed) return;
    await this.listen(this.port);
  }

  /** Down now, back up by itself after `ms`. */
  crash(ms: number): void {
    if (!this.listening || this.closed) return;
    const generation = ++this.generation;
    void this.stop().then(() => {
      if (this.closed || generation !== this.generation) return;
      this.restartTimer = setTimeout(() => {
        if (generation === this.generation) void this.listen(this.port).catch(() => undefined);
      }, ms);
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    this.generation++;
    await this.stop();
  }
}
