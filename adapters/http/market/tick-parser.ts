// Reading a `tick` event of market/stream: its JSON, checked against the contract (QuoteTickDto). A tick moving every
// instrument of a large table is hundreds of checks, several times a second: in the browser they run in a worker
// (tick-worker.ts), so that the page's thread only applies the prices; elsewhere (Node, tests) in the calling thread.
import { type LoggerPort, type QuoteTick } from '../../../core';
import { parseResponse } from '../parse-response';
import { QuoteTickDto } from './market.dto';

/** Reads a tick event's data into checked ticks; rejects when it breaks the contract (logged). */
export type TickParser = (data: string) => Promise<QuoteTick[]>;

/** The ticks of an event's data, checked (a ContractError, logged, when they break the contract). */
export function parseTicks(data: string, logger: LoggerPort): QuoteTick[] {
  return parseResponse([QuoteTickDto], JSON.parse(data), { call: 'GET market/stream', logger, flat: true });
}

/** A TickParser in the calling thread. */
export function inThreadTickParser(logger: LoggerPort): TickParser {
  return (data) => {
    try {
      return Promise.resolve(parseTicks(data, logger));
    } catch (error) {
      return Promise.reject(error instanceof Error ? error : new Error(String(error)));
    }
  };
}

/** What the worker answers for one event: its ticks, or null when they broke the contract (logged there). */
export interface TickAnswer {
  id: number;
  ticks: QuoteTick[] | null;
}

/**
 * A TickParser over a worker: each event's data is sent with a number, answered in order. A worker that cannot start
 * (or fails) leaves the parsing to the calling thread from then on.
 */
export function workerTickParser(start: () => Worker, logger: LoggerPort): TickParser {
  const fallback = inThreadTickParser(logger);
  const waiting = new Map<
    number,
    { data: string; resolve: (ticks: QuoteTick[]) => void; reject: (e: Error) => void }
  >();
  let worker: Worker | undefined;
  let broken = false;
  let next = 0;
  const fail = () => {
    broken = true;
    worker?.terminate();
    // What was on its way is read here instead, in its order.
    for (const { data, resolve, reject } of waiting.values()) fallback(data).then(resolve, reject);
    waiting.clear();
  };
  const started = (): Worker | undefined => {
    if (broken) return undefined;
    if (worker) return worker;
    try {
      worker = start();
    } catch {
      broken = true;
      return undefined;
    }
    worker.onmessage = (event: MessageEvent<TickAnswer>) => {
      const pending = waiting.get(event.data.id);
      waiting.delete(event.data.id);
      if (event.data.ticks) pending?.resolve(event.data.ticks);
      else pending?.reject(new Error('the ticks break the contract'));
    };
    worker.onerror = fail;
    return worker;
  };
  return (data) => {
    const target = started();
    if (!target) return fallback(data);
    const id = next++;
    return new Promise<QuoteTick[]>((resolve, reject) => {
      waiting.set(id, { data, resolve, reject });
      target.postMessage({ id, data });
    });
  };
}
