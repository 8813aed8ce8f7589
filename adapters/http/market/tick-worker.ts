// The worker that reads market/stream's tick events (tick-parser.ts): parses and checks each event's data, and answers
// its ticks, or null when they break the contract (the violations are logged here).
import 'reflect-metadata/lite';
import { ConsoleLogger } from '../../browser/console-logger';
import { parseTicks, type TickAnswer } from './tick-parser';

const logger = new ConsoleLogger();

self.onmessage = (event: MessageEvent<{ id: number; data: string }>) => {
  const { id, data } = event.data;
  let answer: TickAnswer;
  try {
    answer = { id, ticks: parseTicks(data, logger) };
  } catch {
    answer = { id, ticks: null };
  }
  self.postMessage(answer);
};
