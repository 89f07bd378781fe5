import type { SocketLike } from './notification-socket';

// A WebSocket stand-in for tests: the test opens, closes and sends messages "from the server".
export class FakeWebSocket implements SocketLike {
  static instances: FakeWebSocket[] = [];
  static reset() {
    FakeWebSocket.instances = [];
  }
  static get last(): FakeWebSocket {
    const socket = FakeWebSocket.instances.at(-1);
    if (!socket) throw new Error('no socket was created');
    return socket;
  }

  readyState = 0;
  sent: string[] = [];
  closedWith: number | undefined;
  onopen: ((event: Event) => void) | null = null;
  onclose: ((event: CloseEvent) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;

  constructor(readonly url: string) {
    FakeWebSocket.instances.push(this);
  }

  send(data: string) {
    if (this.readyState !== 1) throw new Error('send on a socket that is not open');
    this.sent.push(data);
  }

  close(code?: number) {
    this.closedWith = code;
    this.readyState = 3;
  }

  // --- driven by the test ---
  serverOpen() {
    this.readyState = 1;
    this.onopen?.(new Event('open'));
  }

  /** A dropped connection (1006, after an error), or a clean close with the server's code. */
  serverClose(code = 1006) {
    this.readyState = 3;
    if (code === 1006) this.onerror?.(new Event('error'));
    this.onclose?.(new CloseEvent('close', { code }));
  }

  serverSend(data: string) {
    this.onmessage?.(new MessageEvent('message', { data }));
  }
}
