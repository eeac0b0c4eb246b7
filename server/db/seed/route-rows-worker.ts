/**
 * A worker thread's entry: computes the carrier-routes step's rows (the route world, about half of a new
 * seed's time) and posts them back. scripts/sandbox.js bundles it with the sandbox and runs it once per
 * build, writing the rows beside the bundle for every later seed of a new data folder (server/main.ts).
 */
import { parentPort } from 'node:worker_threads';
import { carrierRouteRows } from './steps/carrier-routes';

parentPort?.postMessage(carrierRouteRows());
