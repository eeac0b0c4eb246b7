/**
 * zod, as every module of the contract imports it: in a browser page, told never to compile parsers with
 * `new Function`. The dashboard's Content-Security-Policy allows no eval (vite.config.ts), and zod probes
 * for it when it builds an object schema, which the browser reports as a policy violation. Every schema
 * module imports `z` from here, so the setting holds before the first schema is built, whatever order the
 * bundler gives the modules. The sandbox, on Node, keeps zod's compiled parsers.
 */
import { config, z } from 'zod';

if (typeof document !== 'undefined') config({ jitless: true });

export { z };
