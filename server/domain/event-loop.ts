/**
 * Waits for the event loop's other work (the next macrotask) before going on: long work yields there, so
 * no request holds the event loop much longer than its batch (issue 25 for writes, 37 for reads). A write
 * inside a transaction keeps its connection meanwhile (Kysely's SQLite driver hands it to one user at a
 * time): other requests' reads wait for it to finish, but their sockets, parsing and answers go on.
 */
export const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));
