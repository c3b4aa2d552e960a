// Search worker (work in progress).
export function runSearchWorker(): void {}
