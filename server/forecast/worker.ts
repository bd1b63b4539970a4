// A forecast worker thread: forecasts the batches it is sent, one series at a
// time, and answers each batch with one message (a failing series answers an
// error of its own and does not sink the batch).
import { parentPort } from 'node:worker_threads';
import { forecastSeries } from '../../domain/forecast/index.ts';
import type { FromWorker, TaskResult, ToWorker } from './protocol.ts';

if (!parentPort) throw new Error('server/forecast/worker.ts runs only as a worker thread');
const port = parentPort;

port.on('message', (message: ToWorker) => {
  if (message.type !== 'batch') return;
  const results: TaskResult[] = message.tasks.map((task) => {
    try {
      return { ok: true, forecast: forecastSeries(task.history, { ...message.options, ...task.options }) };
    } catch (error) {
      return { ok: false, error: error instanceof Error ? error.message : String(error) };
    }
  });
  port.postMessage({ type: 'done', id: message.id, results } satisfies FromWorker);
});

port.postMessage({ type: 'ready' } satisfies FromWorker);
