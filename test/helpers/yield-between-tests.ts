// Vitest setup: give the event loop one macrotask turn after every test. Many of Kerf's tests run
// searches synchronously; vitest's worker reports progress to the main process by message and
// gives up on an answer after 60 s, but the answer can only be read when the worker's event loop
// turns. Without a turn between tests a file of long synchronous tests on a loaded machine blocks
// it for longer than that, and the run ends with "[vitest-worker]: Timeout calling onTaskUpdate"
// though every test passed. One setImmediate per test costs nothing measurable.
import { afterEach } from 'vitest';

afterEach(() => new Promise<void>((resolve) => { setImmediate(resolve); }));
