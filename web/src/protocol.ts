// The one WebSocket client of the Grognard protocol (docs/protocol.md): numbers requests,
// matches replies by id, dispatches `update`s, and reconnects after a dropped connection.

import {
  type BalancePush,
  PROTOCOL_VERSION,
  type ClientRequest,
  type ErrorMessage,
  type ReplyFor,
  type ServerMessage,
  type UpdateMessage,
} from './protocol-types';

/** An `error` reply, or a request that could not be answered (code `disconnected`, `timeout`). */
export class ProtocolError extends Error {
  readonly code: string;
  readonly rule?: string;
  constructor(code: string, message: string, rule?: string) {
    super(message);
    this.name = 'ProtocolError';
    this.code = code;
    this.rule = rule;
  }
  static from(reply: ErrorMessage): ProtocolError {
    return new ProtocolError(reply.code, reply.message, reply.rule);
  }
}

/** The part of the browser's WebSocket the client uses, so tests can pass a fake. */
export interface SocketLike {
  readonly readyState: number;
  send(data: string): void;
  close(): void;
  onopen: ((ev: unknown) => void) | null;
  onmessage: ((ev: { data: unknown }) => void) | null;
  onclose: ((ev: unknown) => void) | null;
  onerror: ((ev: unknown) => void) | null;
}

export type ConnectionStatus = 'connecting' | 'open' | 'closed';

export interface ProtocolClientOptions {
  url?: string;
  createSocket?: (url: string) => SocketLike;
  /** Waits before each reconnection attempt; the last one repeats. */
  reconnectDelaysMs?: number[];
  requestTimeoutMs?: number;
}

const OPEN = 1;

interface Pending {
  type: string;
  resolve: (reply: ServerMessage) => void;
  reject: (error: ProtocolError) => void;
  timer: ReturnType<typeof setTimeout> | undefined;
}

type RequestOf<T extends ClientRequest['type']> = Extract<ClientRequest, { type: T }>;

export function defaultSocketUrl(loc: { protocol: string; host: string }): string {
  return `${loc.protocol === 'https:' ? 'wss' : 'ws'}://${loc.host}/ws`;
}

export class ProtocolClient {
  private readonly url: string;
  private readonly createSocket: (url: string) => SocketLike;
  private readonly reconnectDelays: number[];
  private readonly requestTimeoutMs: number;

  private socket: SocketLike | null = null;
  private nextId = 1;
  private readonly pending = new Map<number, Pending>();
  /** Requests written while the socket was not open; sent once it opens. */
  private readonly outbox: string[] = [];
  private attempts = 0;
  private everOpened = false;
  private closedByUs = false;
  private reconnectTimer: ReturnType<typeof setTimeout> | undefined;

  private readonly updateListeners = new Set<(u: UpdateMessage) => void>();
  private readonly balanceListeners = new Set<(m: BalancePush) => void>();
  private readonly errorListeners = new Set<(e: ProtocolError) => void>();
  private readonly statusListeners = new Set<(s: ConnectionStatus) => void>();
  private readonly reconnectListeners = new Set<() => void>();

  constructor(options: ProtocolClientOptions = {}) {
    this.url = options.url ?? defaultSocketUrl(window.location);
    this.createSocket = options.createSocket ?? ((url) => new WebSocket(url) as unknown as SocketLike);
    this.reconnectDelays = options.reconnectDelaysMs ?? [500, 1000, 2000, 4000, 8000];
    this.requestTimeoutMs = options.requestTimeoutMs ?? 60_000;
  }

  connect(): void {
    if (this.socket) return;
    this.closedByUs = false;
    this.open();
  }

  close(): void {
    this.closedByUs = true;
    clearTimeout(this.reconnectTimer);
    const socket = this.socket;
    this.socket = null;
    socket?.close();
    this.failPending('disconnected', 'the connection was closed');
    this.emitStatus('closed');
  }

  /** Sends a request and resolves with its reply, or rejects with a ProtocolError. */
  request<T extends ClientRequest['type']>(req: RequestOf<T>): Promise<ReplyFor[T]> {
    if (this.closedByUs) {
      return Promise.reject(new ProtocolError('disconnected', 'the client was closed'));
    }
    const id = this.nextId++;
    const text = JSON.stringify({ v: PROTOCOL_VERSION, id, ...req });
    return new Promise<ReplyFor[T]>((resolve, reject) => {
      const timer =
        this.requestTimeoutMs > 0
          ? setTimeout(() => {
              this.pending.delete(id);
              reject(new ProtocolError('timeout', `no answer from the server to '${req.type}'`));
            }, this.requestTimeoutMs)
          : undefined;
      this.pending.set(id, {
        type: req.type,
        resolve: (reply) => resolve(reply as ReplyFor[T]),
        reject,
        timer,
      });
      this.write(text);
    });
  }

  onUpdate(listener: (u: UpdateMessage) => void): () => void {
    this.updateListeners.add(listener);
    return () => this.updateListeners.delete(listener);
  }

  /** A balance job's progress, result or cancellation: messages that answer no request. */
  onBalance(listener: (m: BalancePush) => void): () => void {
    this.balanceListeners.add(listener);
    return () => this.balanceListeners.delete(listener);
  }

  /** Errors that answer no request of ours (rate limits, a server complaint). */
  onError(listener: (e: ProtocolError) => void): () => void {
    this.errorListeners.add(listener);
    return () => this.errorListeners.delete(listener);
  }

  onStatus(listener: (s: ConnectionStatus) => void): () => void {
    this.statusListeners.add(listener);
    return () => this.statusListeners.delete(listener);
  }

  /** Called after the connection came back, so that the owner can join its tokens again. */
  onReconnect(listener: () => void): () => void {
    this.reconnectListeners.add(listener);
    return () => this.reconnectListeners.delete(listener);
  }

  get pendingCount(): number {
    return this.pending.size;
  }

  private open(): void {
    this.emitStatus('connecting');
    const socket = this.createSocket(this.url);
    this.socket = socket;
    socket.onopen = () => {
      if (this.socket !== socket) return;
      const reconnected = this.everOpened;
      this.everOpened = true;
      this.attempts = 0;
      this.emitStatus('open');
      // Re-joins go out before anything queued while offline, which may need the seat.
      if (reconnected) this.reconnectListeners.forEach((l) => l());
      for (const text of this.outbox.splice(0)) socket.send(text);
    };
    socket.onmessage = (ev) => {
      if (this.socket === socket) this.receive(ev.data);
    };
    socket.onclose = () => {
      if (this.socket !== socket) return;
      this.socket = null;
      this.failPending('disconnected', 'the connection to the server was lost');
      this.emitStatus('closed');
      if (!this.closedByUs) this.scheduleReconnect();
    };
    socket.onerror = () => {
      // A close event always follows; reconnection is handled there.
    };
  }

  private scheduleReconnect(): void {
    const delays = this.reconnectDelays;
    const delay = delays[Math.min(this.attempts, delays.length - 1)] ?? 1000;
    this.attempts++;
    clearTimeout(this.reconnectTimer);
    this.reconnectTimer = setTimeout(() => {
      if (!this.closedByUs && !this.socket) this.open();
    }, delay);
  }

  private write(text: string): void {
    if (this.socket && this.socket.readyState === OPEN) this.socket.send(text);
    else {
      this.outbox.push(text);
      if (!this.socket) this.open(); // Don't wait for the back-off when someone needs an answer.
    }
  }

  private receive(data: unknown): void {
    let message: ServerMessage & { id?: unknown };
    try {
      message = JSON.parse(String(data));
    } catch {
      return; // The server only sends JSON; anything else is not ours to interpret.
    }
    if (typeof message !== 'object' || message === null) return;
    const id = typeof message.id === 'number' ? message.id : Number(message.id);
    const waiting = Number.isFinite(id) ? this.pending.get(id) : undefined;
    if (waiting) {
      this.pending.delete(id);
      clearTimeout(waiting.timer);
      if (message.type === 'error') waiting.reject(ProtocolError.from(message));
      else waiting.resolve(message);
      return;
    }
    if (message.type === 'update') this.updateListeners.forEach((l) => l(message as UpdateMessage));
    else if (message.type === 'balance_progress' || message.type === 'balance_result' || message.type === 'balance_cancelled') this.balanceListeners.forEach((l) => l(message as BalancePush));
    else if (message.type === 'error') {
      const error = ProtocolError.from(message);
      this.errorListeners.forEach((l) => l(error));
    }
  }

  private failPending(code: string, text: string): void {
    this.outbox.length = 0; // Their promises are rejected below; never send them late.
    for (const [id, waiting] of this.pending) {
      clearTimeout(waiting.timer);
      waiting.reject(new ProtocolError(code, `${text} before '${waiting.type}' was answered`));
      this.pending.delete(id);
    }
  }

  private emitStatus(status: ConnectionStatus): void {
    this.statusListeners.forEach((l) => l(status));
  }
}
