// Messages between the forecast pool and its worker threads.
import type { ForecastOptions, SeriesForecast } from '../../domain/forecast/index.ts';

export interface ForecastTask {
  /** The series' history, oldest first. */
  history: number[];
  /** Overrides of the run's options for this series (e.g. methods, seasonLength). */
  options?: Partial<ForecastOptions>;
}

export type TaskResult = { ok: true; forecast: SeriesForecast } | { ok: false; error: string };

export type ToWorker = { type: 'batch'; id: number; tasks: ForecastTask[]; options: ForecastOptions };

export type FromWorker = { type: 'ready' } | { type: 'done'; id: number; results: TaskResult[] };
